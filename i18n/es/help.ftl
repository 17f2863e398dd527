# Per-game help (present/help.py).
help-commands = Comandos
help-rules = Las reglas en una pantalla
help-options = Opciones de mesa (`/partida nueva game:{ $game } options:clave=valor`)
help-option = `{ $key }`: { $allowed } (por defecto `{ $default }`)
help-rulings = Decisiones de reglas
help-option_counts = `{ $key }`: { $default }
