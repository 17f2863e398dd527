"""Language plumbing between Discord and the message catalog.

Slash command names, descriptions and choices are declared with `cmd(key)`, a `locale_str`
whose default text is the catalog's English entry; `CatalogTranslator` gives Discord the
Spanish one. Replies use `lang_of(interaction)`: the user's own client locale first.
"""

from __future__ import annotations

import discord
from discord import app_commands

import i18n


def cmd(key: str) -> app_commands.locale_str:
    """A command string (name, description, choice) from the catalog, English as default."""
    return app_commands.locale_str(i18n.t(key, "en"), key=key)


def lang_of(interaction: discord.Interaction) -> str:
    return i18n.language(interaction.locale)


def guild_lang(interaction: discord.Interaction) -> str:
    """Language for public messages in this server: its preferred locale."""
    return i18n.language(interaction.guild_locale or interaction.locale)


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
