"""Presentation: how views, decisions and events become words, labels, buttons and panels.

Discord-free (ruff's banned-api keeps `discord` out, and a test keeps every module here to the
core, the games' view schemas and the catalog), so what a player reads is tested without a
client, and no rule is computed here: what a presentation needs comes in the view, the
decision's parameters or the outcome.
"""
