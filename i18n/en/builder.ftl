### The order builder (cogs/_builder.py): a whole order chosen step by step from menus.

builder-title = Your order so far: { $order }
builder-nothing_yet = nothing yet
builder-current = Now choosing: { $step }
builder-choose = Choose what comes next…
builder-dead_end = Nothing more can come next: go back a step, or send the order if it is complete.
builder-send = Preview and send
builder-back = Back
builder-err-range = “{ $word }{ $value }” is not possible: it goes from { $lo } to { $hi }.
builder-restart = Start over
builder-expired = This order builder is no longer open: press its button on the board or in your DM again.
