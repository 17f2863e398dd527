# Per-game help (present/help.py).
help-commands = Commands
help-rules = The rules in one screen
help-options = Table options (`/game new game:{ $game } options:key=value`)
help-option = `{ $key }`: { $allowed } (default `{ $default }`)
help-rulings = Rulings
help-option_counts = `{ $key }`: { $default }
