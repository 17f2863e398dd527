### The order builder (cogs/_builder.py): a whole order chosen step by step from menus.

builder-title = Tu orden hasta ahora: { $order }
builder-nothing_yet = nada todavía
builder-current = Ahora eliges: { $step }
builder-choose = Elige lo siguiente…
builder-dead_end = No puede venir nada más: vuelve un paso atrás, o envía la orden si está completa.
builder-send = Ver y enviar
builder-back = Atrás
builder-err-range = «{ $word }{ $value }» no es posible: va de { $lo } a { $hi }.
builder-restart = Empezar de nuevo
builder-expired = Este constructor de órdenes ya no está abierto: vuelve a pulsar su botón en el tablero o en tu MD.
