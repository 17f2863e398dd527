"""Through the Ages actions: typed fields, one generated text form (`engine.core.grammar`).

Twenty-five verbs (a Discord command group holds at most 25): the card or the situation says
which rule applies (`destroy` a building or disband a unit, `attack` with an aggression or a
war, `tactic` from hand or `copy`, `develop` a technology or a `revolution`). Cards are
written by id (`irrigation_i`) or by a name no other card shares, in English or Spanish; row
slots by number 1–13 from the left; players by seat number (presentation shows names).

    take 3                      pop        pop free (Ocean Liner)     build irrigation_i
    upgrade agriculture_a irrigation_i     destroy religion_a         destroy warriors_a
    develop irrigation_i        develop monarchy_i revolution         leader moses_a homer pyramids_a
    wonder 2                    play rich_land_i irrigation_i         play reserves_i take food
    play efficient_upgrade_ii bronze_a to iron_i    play breakthrough_i monarchy_i revolution
    tactic legion_i             tactic phalanx_i copy
    use churchill_culture       use trade       use barbarossa swordsmen_i
    use alexander               use columbus vast_territory_i         end      end confirm
    event crusades_i            attack plunder_i 2                    attack war_over_culture_iii 1
    pact open_borders_agreement_i 2             pact trade_routes_agreement_i 1 side A
    cancel peace_treaty_iii     resign
    discard plunder_i legion_i  defend military_bonus_i discard raid_i         defend nothing
    agree yes                   agree no        bid 4      pass
    send warriors_a swordsmen_i bonus military_bonus_i     food 2
    choose agriculture_a        choose drama_i religion_a             choose nothing

Actions that may cause an uprising, famine or corruption at the end of the turn take the flag
`confirm` (`pop confirm`, `end confirm`); without it they are refused with the warning.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from engine.core import Action, Choice, Count, Flag, Key, Multiset, Ref, Seat, YesNo
from engine.core.grammar import SECRET, Secrecy

CardRef = Annotated[str, Ref("card")]
Confirm = Annotated[bool, Flag("confirm")]
Power = Literal["churchill_culture", "churchill_military", "trade", "barbarossa", "alexander", "columbus"]

# --------------------------------------------------------------------------- the action phase


class Take(Action):
    """Take a card from the card row (slot 1–13 from the left)."""

    verb: ClassVar[str] = "take"
    slot: Annotated[int, Count(1, 13)]


class Pop(Action):
    """Increase the population (`free`: Ocean Liner Service's free population of the turn)."""

    verb: ClassVar[str] = "pop"
    free: Annotated[bool, Flag("free")] = False
    confirm: Confirm = False


class Build(Action):
    """Build a farm, mine, urban building or military unit on a technology in play."""

    verb: ClassVar[str] = "build"
    card: CardRef
    confirm: Confirm = False


class Upgrade(Action):
    verb: ClassVar[str] = "upgrade"
    card: CardRef
    to: CardRef
    confirm: Confirm = False


class Destroy(Action):
    """Destroy a farm, mine or urban building (a civil action) or disband a unit (military)."""

    verb: ClassVar[str] = "destroy"
    card: CardRef
    confirm: Confirm = False


class PlayLeader(Action):
    """Play a leader from hand; replacing Homer, `homer <wonder>` slides him under a wonder."""

    verb: ClassVar[str] = "leader"
    card: CardRef
    homer: Annotated[str | None, Ref("card"), Key("homer")] = None
    confirm: Confirm = False


class Develop(Action):
    """Develop a technology from hand; a government with `revolution` by revolution."""

    verb: ClassVar[str] = "develop"
    card: CardRef
    revolution: Annotated[bool, Flag("revolution")] = False
    confirm: Confirm = False


class BuildWonder(Action):
    """Build `stages` stages of the unfinished wonder with one civil action."""

    verb: ClassVar[str] = "wonder"
    stages: Annotated[int, Count(1, 4)] = 1
    confirm: Confirm = False


class PlayAction(Action):
    """Play an action card from hand: its target technology (build, upgrade from, develop),
    `to` (upgrade to), `take food|resources` (Reserves), `revolution` (Breakthrough)."""

    verb: ClassVar[str] = "play"
    card: CardRef
    target: Annotated[str | None, Ref("card")] = None
    to: Annotated[str | None, Ref("card"), Key("to")] = None
    take: Annotated[Literal["food", "resources"] | None, Choice(), Key("take")] = None
    revolution: Annotated[bool, Flag("revolution")] = False
    confirm: Confirm = False


class PlayTactic(Action):
    """Play a tactic from hand (1 military action) or `copy` a shared one (2)."""

    verb: ClassVar[str] = "tactic"
    card: CardRef
    shared: Annotated[bool, Flag("copy")] = False


class Use(Action):
    """A leader's or a pact's own ability: Winston Churchill's choice, the Trade Routes
    Agreement's exchange, Frederick Barbarossa's unit (`card`), and as political actions
    Alexander's and Christopher Columbus's retirements (`card`: the territory)."""

    verb: ClassVar[str] = "use"
    power: Annotated[Power, Choice()]
    card: Annotated[str | None, Ref("card")] = None
    confirm: Confirm = False


class End(Action):
    verb: ClassVar[str] = "end"
    confirm: Confirm = False


# --------------------------------------------------------------------------- political actions


class PrepareEvent(Action):
    verb: ClassVar[str] = "event"
    secret: ClassVar[Secrecy] = SECRET
    card: CardRef


class Attack(Action):
    """Play an aggression or declare a war on a player."""

    verb: ClassVar[str] = "attack"
    card: CardRef
    target: Annotated[int, Seat()]


class OfferPact(Action):
    """Offer a pact; for an A/B pact `side` is the side the offerer takes."""

    verb: ClassVar[str] = "pact"
    card: CardRef
    target: Annotated[int, Seat()]
    side: Annotated[Literal["A", "B"] | None, Choice(), Key("side")] = None


class CancelPact(Action):
    verb: ClassVar[str] = "cancel"
    card: CardRef


class Resign(Action):
    verb: ClassVar[str] = "resign"


# --------------------------------------------------------------------------- answers


class Discard(Action):
    verb: ClassVar[str] = "discard"
    secret: ClassVar[Secrecy] = SECRET
    cards: Annotated[tuple[str, ...], Multiset(Ref("mcard"), min_size=1)]


class Defend(Action):
    """Bonus cards played for their defence value, `discard` cards face down for +1 each;
    `defend nothing` lets the aggression succeed."""

    verb: ClassVar[str] = "defend"
    secret: ClassVar[Secrecy] = SECRET
    cards: Annotated[tuple[str, ...], Multiset(Ref("mcard"), empty="nothing")]
    discard: Annotated[tuple[str, ...], Multiset(Ref("mcard")), Key("discard")] = ()


class Agree(Action):
    """Accept (`yes`) or refuse (`no`) a pact offered."""

    verb: ClassVar[str] = "agree"
    yes: Annotated[bool, YesNo()]


class Bid(Action):
    verb: ClassVar[str] = "bid"
    amount: Annotated[int, Count(1, 60)]


class Send(Action):
    """The colonization force: units (one id per unit), bonus cards, James Cook's discards."""

    verb: ClassVar[str] = "send"
    secret: ClassVar[Secrecy] = ("discard",)  # James Cook's discards stay face down
    expand: ClassVar[bool] = False
    units: Annotated[tuple[str, ...], Multiset(Ref("unit"), min_size=1)]
    bonus: Annotated[tuple[str, ...], Multiset(Ref("mcard")), Key("bonus")] = ()
    discard: Annotated[tuple[str, ...], Multiset(Ref("mcard"), max_size=2), Key("discard")] = ()


class Food(Action):
    """How much of a food/resources amount is food, the rest being resources (Markets,
    Foray, Raiders, Plunder)."""

    verb: ClassVar[str] = "food"
    amount: Annotated[int, Count(0, 7)]


class Choose(Action):
    """The cards a choice asks for: workers or a colony lost, buildings destroyed, a wonder
    ruined, a colony or leader taken, special technologies stolen (`nothing`: none)."""

    verb: ClassVar[str] = "choose"
    cards: Annotated[tuple[str, ...], Multiset(Ref("option"), empty="nothing")]


class Pass(Action):
    """Pass: no bid, no free build or action offered by an event, done taking cards."""

    verb: ClassVar[str] = "pass"


TURN_ACTIONS: tuple[type[Action], ...] = (
    Take,
    Pop,
    Build,
    Upgrade,
    Destroy,
    PlayLeader,
    Develop,
    BuildWonder,
    PlayAction,
    PlayTactic,
    Use,
    End,
)
POLITICAL_ACTIONS: tuple[type[Action], ...] = (PrepareEvent, Attack, OfferPact, CancelPact, Resign)
ANSWERS: tuple[type[Action], ...] = (Discard, Defend, Agree, Bid, Send, Food, Choose, Pass)
ALL_ACTIONS: tuple[type[Action], ...] = TURN_ACTIONS + POLITICAL_ACTIONS + ANSWERS
BY_VERB: dict[str, type[Action]] = {cls.verb: cls for cls in ALL_ACTIONS}
POLITICAL_POWERS = ("alexander", "columbus")
