"""The command tree, checking every option on our side before any command runs.

Discord's client enforces a command's declared choices and ranges, but discord.py does not check
them again (a `Range[int, 1, 8]` arrives as whatever integer the request carried), and a modified
client or a crafted request can send anything. So every slash command's options are checked here
against what the command declares — numbers within their range, choices among their choices,
strings within their lengths — and anything else is refused with a clear, specific reply before
the command sees it. Commands need nothing extra: declaring the range is enough.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.enums import AppCommandOptionType as OptType

import i18n
from service.logs import bind

# Discord's own bounds for numeric options (2**53); anything beyond was not sent by a client.
DISCORD_NUMBER_LIMIT = 2 ** 53


class OptionRejected(app_commands.AppCommandError):
    """An option value outside what its command declares (a refusal: nothing ran)."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def _shown(value: Any) -> str:
    return str(value)[:60]


def _word(text: str, locale: app_commands.locale_str | None, lang: str) -> str:
    """An option's or a choice's name in the reader's language (through its catalog key)."""
    key = locale.extras.get("key") if locale is not None else None
    return i18n.t(key, lang) if key and i18n.has(key) else text


def check_option(param: app_commands.Parameter, value: Any, lang: str = i18n.DEFAULT_LANGUAGE
                 ) -> OptionRejected | None:
    """Why `value` is not acceptable for `param`, or None. The option is named as the reader's
    client shows it (`horas` in Spanish), its choices in the reader's words."""
    name = _word(param.display_name, param.locale_name, lang)
    if param.choices and not isinstance(value, app_commands.Choice):
        allowed = [c.value for c in param.choices]
        if value not in allowed:
            # discord.py keeps a choice's locale_str only privately.
            words = [_word(c.name, getattr(c, "_locale_name", None), lang) for c in param.choices]
            return OptionRejected("flow.err.not_a_choice", option=name, value=_shown(value),
                                  choices=", ".join(words))
        return None
    if param.type in (OptType.integer, OptType.number):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return OptionRejected("flow.err.not_a_number", option=name, value=_shown(value))
        low, high = param.min_value, param.max_value
        if low is None:
            low = -DISCORD_NUMBER_LIMIT
        if high is None:
            high = DISCORD_NUMBER_LIMIT
        if not low <= value <= high:
            return OptionRejected("flow.err.out_of_range", option=name, value=_shown(value),
                                  min=low, max=high)
    elif param.type is OptType.string and isinstance(value, str):
        # discord.py keeps a string's length bounds in min_value / max_value.
        low, high = param.min_value or 0, param.max_value
        if len(value) < low or (high is not None and len(value) > high):
            return OptionRejected("flow.err.bad_length", option=name, min=low,
                                  max=high if high is not None else "—")
    return None


class AgoraTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError,
                       /) -> None:
        """Every command error is the flow's to answer (a refusal in the reader's words, or an
        apology): discord.py's public override point rather than an attribute assigned."""
        flow = getattr(self.client, "flow", None)
        if flow is None:  # not set up yet
            await super().on_error(interaction, error)
            return
        await flow.on_app_command_error(interaction, error)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        # Every log line of a command carries its interaction id (service/logs.py).
        bind(interaction=interaction.id)
        if interaction.type is not discord.InteractionType.application_command:
            return True  # autocomplete sees half-typed values; components and modals have no options
        command = interaction.command
        if not isinstance(command, app_commands.Command):
            return True  # unknown commands are reported by the tree itself; context menus take no options
        values = dict(iter(interaction.namespace))  # a Namespace answers None to any attribute, "keys" too
        for param in command.parameters:
            if param.display_name not in values:
                continue
            rejected = check_option(param, values[param.display_name], i18n.language(interaction.locale))
            if rejected is not None:
                raise rejected
        return True
