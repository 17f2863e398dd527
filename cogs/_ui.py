"""Buttons that survive restarts: DynamicItems whose custom id carries game and version.

The version is carried as its token (service/version_tokens.py): the number would tell anyone
reading a public button's raw data how many private moves were made since the last board.
`ag:a:<game row>:<version token>:<seat or ->:<action text>` applies an action as of that version
for that seat (an older version gets "the game has moved on", as does a decimal version of a
button from before tokens; the seat matters when one user holds several seats, as in two-player
Antike); `ag:v:<game row>` answers with the clicker's own view, ephemerally;
`ag:b:<game row>:<version token>:<seat or ->:<verb>` opens the order builder of a whole
order of that verb, whose menus and buttons are `ag:o:<game row>:<revision>:<menu number, send,
back or new>` (the draft itself is kept in the database under the game and the clicker);
`ag:p:<game row>:<token>:<c or x>` confirms or cancels the clicker's previewed order;
`ag:i:<game row>:<name>` shows one of the game's pictures on demand (`service/kits.py`). The rules
stay in the engine: a button only carries an action's text form.

Custom ids are untrusted input (a modified client can send any): every number in a template is
`ID` (at most 18 digits, so it fits SQLite's 64-bit integers), `from_custom_id` never raises
(anything it cannot use becomes a `refusing` item), and a callback's failures are answered
(`GameFlow.component_errors`). Ids that match no template are refused by `GameFlow.on_interaction`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar

import discord

from cogs._base import agora_bot
from present.base import ButtonSpec
from service.version_tokens import TOKEN

if TYPE_CHECKING:
    from cogs._flow import GameFlow

CUSTOM_ID_LIMIT = 100
# A number in a custom id: a game row, a seat. 18 digits stay below 2**63.
ID = r"[0-9]{1,18}"
# A version in a custom id: its token, or the number a button from before tokens carries (stale).
VERSION = rf"{TOKEN}|{ID}"
_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def _flow(interaction: discord.Interaction) -> GameFlow:
    return agora_bot(interaction).game_flow


def action_custom_id(game_row: int, version: str, action_text: str, seat: int | None = None) -> str | None:
    """`version`: the version's token (service/version_tokens.py)."""
    custom_id = f"ag:a:{game_row}:{version}:{'-' if seat is None else seat}:{action_text}"
    return custom_id if len(custom_id) <= CUSTOM_ID_LIMIT else None


def usable(item: discord.ui.Item[Any], kind: type[discord.ui.Item[Any]] = discord.ui.Button,
           custom_id_limit: int = CUSTOM_ID_LIMIT) -> bool:
    """Whether a component discord.py matched to one of our items really is one of that `kind` (a
    forged interaction can put a button's id on a select, or send an overlong id)."""
    return isinstance(item, kind) and len(getattr(item, "custom_id", None) or "") <= custom_id_limit


def label_of(item: discord.ui.Item[Any], default: str = "") -> str:
    """The label of the component as it came (a select has none)."""
    return getattr(item, "label", None) or default


ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any])


class AgoraItem(discord.ui.DynamicItem[ItemT], template=r"(?!)"):
    """Every Agora component that survives restarts, in discord.py's DynamicItem shape: the custom
    id's fields are read by `from_custom_id`, `interaction_check` refuses clearly a component that
    is not usable, and `callback` does the work.

    A subclass gives its `template`, its `kind` (a button unless said) and two methods:
    `from_match` (the item from the matched fields; it may raise ValueError for fields it cannot
    use) and `answer` (the work, whose failures are answered like a command's:
    `GameFlow.component_errors`). What does not fit (a select carrying a button's id, an overlong
    id, fields `from_match` refuses) becomes an item that only refuses, with
    "flow.err.unknown_component": `from_custom_id` never raises (discord.py would only log it,
    and the player would get no answer). This base's own template matches nothing: it is never
    registered.
    """

    kind: ClassVar[type[discord.ui.Item[Any]]] = discord.ui.Button
    refusing = False  # an item made from a component it cannot use: it only refuses

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> Self:
        """The item from its custom id's matched fields (`item`: the component as it came)."""
        raise NotImplementedError

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        if usable(item, cls.kind):
            try:
                return cls.from_match(match, item)
            except ValueError:
                pass
        # Only `interaction_check` reads it: it wraps the component as it came, no field is read.
        refusing = cls.__new__(cls)
        discord.ui.DynamicItem.__init__(refusing, item)
        refusing.refusing = True
        return refusing

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        if self.refusing:
            await _flow(interaction).refuse_unknown_component(interaction)
            return False
        return True

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _flow(interaction).component_errors(interaction):
            await self.answer(interaction)

    async def answer(self, interaction: discord.Interaction) -> None:
        """The component's work."""
        raise NotImplementedError


class ActionButton(AgoraItem[discord.ui.Button[Any]],
                   template=rf"ag:a:(?P<game>{ID}):(?P<version>{VERSION}):(?P<seat>{ID}|-):(?P<action>.+)"):
    def __init__(self, game_row: int, version: str, action_text: str, label: str,
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary, seat: int | None = None) -> None:
        custom_id = action_custom_id(game_row, version, action_text, seat)
        if custom_id is None:
            raise ValueError("action text too long for a button")
        super().__init__(discord.ui.Button(label=label[:80], style=style, custom_id=custom_id))
        self.game_row = game_row
        self.version = version
        self.action_text = action_text
        self.seat = seat

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> ActionButton:
        seat = None if match["seat"] == "-" else int(match["seat"])
        style = getattr(item, "style", discord.ButtonStyle.secondary)
        return cls(int(match["game"]), match["version"], match["action"], label_of(item), style, seat)

    async def answer(self, interaction: discord.Interaction) -> None:
        await _flow(interaction).act(interaction, self.action_text, game_row=self.game_row,
                                     version_token=self.version, seat=self.seat)


class MyViewButton(AgoraItem[discord.ui.Button[Any]], template=rf"ag:v:(?P<game>{ID})"):
    def __init__(self, game_row: int, label: str = "My view") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.primary,
                                           custom_id=f"ag:v:{game_row}", emoji="👁"))
        self.game_row = game_row

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> MyViewButton:
        return cls(int(match["game"]), label_of(item))

    async def answer(self, interaction: discord.Interaction) -> None:
        await _flow(interaction).show_private(interaction, game_row=self.game_row)


class PreviewButton(AgoraItem[discord.ui.Button[Any]],
                    template=rf"ag:p:(?:(?P<game>{ID}):)?(?P<token>[0-9a-f]{{12}}):(?P<yes>[cx])"):
    """Confirm (c) or cancel (x) an order previewed by `GameFlow.preview`, kept in the database
    under the game and the user (service/drafts.py). Buttons from before previews were kept there
    carry no game: they say the preview expired."""

    def __init__(self, game_row: int | None, token: str, yes: bool, label: str) -> None:
        where = "" if game_row is None else f"{game_row}:"
        super().__init__(discord.ui.Button(
            label=label[:80], style=discord.ButtonStyle.success if yes else discord.ButtonStyle.secondary,
            custom_id=f"ag:p:{where}{token}:{'c' if yes else 'x'}"))
        self.game_row = game_row
        self.token = token
        self.yes = yes

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PreviewButton:
        game = int(match["game"]) if match["game"] else None
        return cls(game, match["token"], match["yes"] == "c", label_of(item))

    async def answer(self, interaction: discord.Interaction) -> None:
        await _flow(interaction).confirm_preview(interaction, self.game_row, self.token, self.yes)


def preview_view(game_row: int, token: str, confirm: str, cancel: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(PreviewButton(game_row, token, True, confirm))
    view.add_item(PreviewButton(game_row, token, False, cancel))
    return view


class BuildButton(AgoraItem[discord.ui.Button[Any]],
                  template=rf"ag:b:(?P<game>{ID}):(?P<version>{VERSION}):(?P<seat>{ID}|-):(?P<verb>[a-z_]{{1,40}})"):
    """Opens the order builder (`cogs._builder`) of a whole order of `verb`, as of `version` (a
    version's token)."""

    def __init__(self, game_row: int, version: str, seat: int | None, verb: str, label: str,
                 style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        super().__init__(discord.ui.Button(
            label=label[:80], style=style, emoji="🧭",
            custom_id=f"ag:b:{game_row}:{version}:{'-' if seat is None else seat}:{verb}"))
        self.game_row, self.version, self.seat, self.verb = game_row, version, seat, verb

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> BuildButton:
        seat = None if match["seat"] == "-" else int(match["seat"])
        return cls(int(match["game"]), match["version"], seat, match["verb"], label_of(item))

    async def answer(self, interaction: discord.Interaction) -> None:
        from cogs._builder import open_builder  # the builder reads presenters and the engine

        await open_builder(interaction, self.game_row, self.version, self.seat, self.verb)


BUILDER_ID = rf"ag:o:(?P<game>{ID}):(?P<rev>{ID})"


class BuilderMenu(AgoraItem[discord.ui.Select[Any]], template=BUILDER_ID + r":(?P<menu>[0-9])"):
    """One of an order builder's menus (`cogs._builder`): what can come next in the clicker's
    draft of that game, at revision `rev`; the value is the choice's number."""

    kind = discord.ui.Select

    def __init__(self, game_row: int, rev: int, menu: int, options: list[discord.SelectOption],
                 placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(custom_id=f"ag:o:{game_row}:{rev}:{menu}", options=options or [
            discord.SelectOption(label="-", value="-")], placeholder=placeholder[:150] or None))
        self.game_row, self.rev, self.menu = game_row, rev, menu

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> BuilderMenu:
        return cls(int(match["game"]), int(match["rev"]), int(match["menu"]), [])

    async def answer(self, interaction: discord.Interaction) -> None:
        from cogs._builder import on_component  # the builder reads presenters and the engine

        values = [v for v in self.item.values if isinstance(v, str)][:1]
        await on_component(interaction, self.game_row, self.rev, str(self.menu), values)


class BuilderButton(AgoraItem[discord.ui.Button[Any]], template=BUILDER_ID + r":(?P<what>send|back|new)"):
    """An order builder's "Preview and send", "Back" or "Start over" (`cogs._builder`)."""

    def __init__(self, game_row: int, rev: int, what: str, label: str,
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=style,
                                           custom_id=f"ag:o:{game_row}:{rev}:{what}"))
        self.game_row, self.rev, self.what = game_row, rev, what

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> BuilderButton:
        return cls(int(match["game"]), int(match["rev"]), match["what"], label_of(item))

    async def answer(self, interaction: discord.Interaction) -> None:
        from cogs._builder import on_component  # the builder reads presenters and the engine

        await on_component(interaction, self.game_row, self.rev, self.what, [])


class PictureButton(AgoraItem[discord.ui.Button[Any]],
                    template=rf"ag:i:(?P<game>{ID}):(?P<name>[a-z]{{1,20}})|ag:tta:t:(?P<tta>{ID})|civ:map:(?P<civ>{ID})"):
    """Under the board: one of the game's pictures on demand, ephemerally (its kit's `on_demand`:
    Through the Ages' tableaux, Civilization's whole map). The two ids those buttons had before
    kits (`ag:tta:t:<game>`, `civ:map:<game>`) still answer."""

    def __init__(self, game_row: int, name: str, label: str = "", emoji: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=(label or name)[:80], style=discord.ButtonStyle.secondary,
                                           custom_id=f"ag:i:{game_row}:{name}", emoji=emoji))
        self.game_row = game_row
        self.name = name

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PictureButton:
        if match["tta"] is not None:
            return cls(int(match["tta"]), "tableaux")
        if match["civ"] is not None:
            return cls(int(match["civ"]), "map")
        return cls(int(match["game"]), match["name"])

    async def answer(self, interaction: discord.Interaction) -> None:
        await _flow(interaction).show_picture(interaction, self.game_row, self.name)


DYNAMIC_ITEMS = (ActionButton, MyViewButton, PreviewButton, BuildButton, BuilderMenu, BuilderButton,
                 PictureButton)


def build_view(game_row: int, version: str, buttons: list[ButtonSpec], *,
               my_view_label: str | None = None) -> discord.ui.View | None:
    """A persistent view (timeout=None) of action buttons, plus the optional "my view" button.
    `version`: the game version's token (service/version_tokens.py)."""
    view = discord.ui.View(timeout=None)
    for spec in buttons[:24]:
        if spec.build:  # opens the order builder of a whole order
            view.add_item(BuildButton(game_row, version, spec.seat, spec.build, spec.label,
                                      _STYLES.get(spec.style, discord.ButtonStyle.primary)))
            continue
        # The action's short key when it has one (any length of action text fits), else its text.
        payload = spec.key or spec.action_text
        if action_custom_id(game_row, version, payload, spec.seat) is None:
            continue
        view.add_item(ActionButton(game_row, version, payload, spec.label,
                                   _STYLES.get(spec.style, discord.ButtonStyle.secondary), spec.seat))
    if my_view_label:
        view.add_item(MyViewButton(game_row, my_view_label))
    return view if view.children else None
