"""Language plumbing between Discord and the message catalog.

Slash command names, descriptions and choices are declared with `cmd(key)`, a `locale_str`
whose default text is the catalog's English entry; `CatalogTranslator` gives Discord the
Spanish one. Option names too: `option(name, ...)` (generated commands) and the
`@localized_options()` decorator (hand-written ones) rename every option to a `locale_str`
whose default is its English name and whose key is `i18n.option_key`'s. Replies use
`lang_of(interaction)`: the user's own client locale first.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, TypeVar

import discord
from discord import app_commands

import i18n


def cmd(key: str) -> app_commands.locale_str:
    """A command string (name, description, choice) from the catalog, English as default."""
    return app_commands.locale_str(i18n.t(key, "en"), key=key)


def option(name: str, *scopes: str) -> app_commands.locale_str:
    """An option's name: the English `name` Discord sends back, translated through the catalog
    (`cmd.opt.<scopes...>.<name>`, most specific first)."""
    key = i18n.option_key(name, *scopes)
    return app_commands.locale_str(name, key=key) if key else app_commands.locale_str(name)


F = TypeVar("F", bound=Callable[..., Any])


def localized_options(*scopes: str) -> Callable[[F], F]:
    """Decorator for a hand-written command (under its `@group.command`): every option is
    renamed to `option(name, *scopes)`, so Spanish clients see Spanish option names."""
    def decorator(func: F) -> F:
        params = list(inspect.signature(func).parameters)
        names = params[2:] if params[:1] == ["self"] else params[1:]  # after the interaction
        if not names:
            return func
        return app_commands.rename(**{name: option(name, *scopes) for name in names})(func)

    return decorator


def lang_of(interaction: discord.Interaction) -> str:
    return i18n.language(interaction.locale)


# Every server that never chose a language reports Discord's default (only Community servers
# can choose one), so this one says nothing about who plays there.
DISCORD_DEFAULT_LOCALE = "en-US"


def table_locale(interaction: discord.Interaction) -> str:
    """The locale of a new table's public messages when the server set none (`/agora`): the
    server's preferred locale if it chose one, else the creator's own (a group of Spanish
    players on a server that never chose gets Spanish boards, lobby and buttons)."""
    guild = str(interaction.guild_locale) if interaction.guild_locale is not None else ""
    if guild and guild != DISCORD_DEFAULT_LOCALE:
        return guild
    return str(interaction.locale or guild or DISCORD_DEFAULT_LOCALE)


def guild_lang(interaction: discord.Interaction) -> str:
    """Language for public messages in this server (`table_locale`'s)."""
    return i18n.language(table_locale(interaction))


class CatalogTranslator(app_commands.Translator):
    """Serves Spanish command texts to Spanish clients; English is the declared default."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        if not key or i18n.language(locale) != "es" or not i18n.has(key):
            return None
        return i18n.t(key, "es")
