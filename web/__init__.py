"""Agora on the web: a read-only page per game, with its whole public history.

- `config` — the settings (`AGORA_WEB_*` in .env): off until the public address and port are set.
- `links` — unguessable addresses: an HMAC of the game's row id with the server's secret.
- `timeline` — a game replayed from its log, checkpointed and cached; `Frame`, what one moment of
  it may show (the one gate between engine states and the pages: public views, public events
  and decisions only).
- `words` — everything a page says, from the catalog and the games' presenters.
- `pages` — HTML from Jinja2 templates with autoescape; `markup` turns the presenters' Discord
  markdown into safe HTML.
- `images` — board images (the same renderers as Discord), content-addressed, rendered in a
  worker thread and kept in an LRU.
- `server` — the aiohttp application: caching (ETag, 304), a rate limit, plain error pages; run
  in the bot's process (`cogs/web.py`) or alone (`bot.py --web`).

Nothing here imports Discord, and nothing here ever asks the engine for a private view.
"""
