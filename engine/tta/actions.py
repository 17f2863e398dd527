"""Through the Ages actions: typed fields, one generated text form (`engine.core.grammar`).

Cards are written by id (`irrigation_i`) or by a name no other card shares, in English or
Spanish; row slots by number 1–13 from the left; players by seat number (presentation shows
names). Examples:

    take 3                     pop            pop free             build irrigation_i
    upgrade agriculture_a irrigation_i        destroy religion_a   disband warriors_a
    develop irrigation_i       revolution monarchy_i               leader moses_a homer pyramids_a
    wonder 2                   play rich_land_i irrigation_i       play reserves_i take food
    play efficient_upgrade_ii bronze_a to iron_i                   play breakthrough_i monarchy_i revolution
    tactic legion_i            copy phalanx_i  churchill culture   barbarossa swordsmen_i
    event crusades_i           aggression plunder_i 2              war war_over_culture_iii 1
    pact open_borders_agreement_i 2           pact trade_routes_agreement_i 1 side A
    cancel peace_treaty_iii    resign         retire               columbus vast_territory_i
    end                        end confirm
    discard plunder_i legion_i                defend military_bonus_i discard raid_i    yield
    accept  refuse             bid 4          pass
    send warriors_a swordsmen_i bonus military_bonus_i
    gain food  split 2         skip           lose agriculture_a   ruin colossus_a
    raze drama_i religion_a    seize historic_territory_i          steal science   done

Actions that may cause an uprising, famine or corruption at the end of the turn take the flag
`confirm` (`pop confirm`, `end confirm`); without it they are refused with the warning.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from engine.core import Action, Choice, Count, Flag, Key, Multiset, Ref, Seat

CardRef = Annotated[str, Ref("card")]
Confirm = Annotated[bool, Flag("confirm")]


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
    verb: ClassVar[str] = "destroy"
    card: CardRef
    confirm: Confirm = False


class Disband(Action):
    verb: ClassVar[str] = "disband"
    card: CardRef
    confirm: Confirm = False


class PlayLeader(Action):
    """Play a leader from hand; replacing Homer, `homer <wonder>` slides him under a wonder."""

    verb: ClassVar[str] = "leader"
    card: CardRef
    homer: Annotated[str | None, Ref("card"), Key("homer")] = None
    confirm: Confirm = False


class Develop(Action):
    verb: ClassVar[str] = "develop"
    card: CardRef
    confirm: Confirm = False


class Revolution(Action):
    verb: ClassVar[str] = "revolution"
    card: CardRef
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
    verb: ClassVar[str] = "tactic"
    card: CardRef


class CopyTactic(Action):
    verb: ClassVar[str] = "copy"
    card: CardRef


class Churchill(Action):
    verb: ClassVar[str] = "churchill"
    choice: Annotated[Literal["culture", "military"], Choice()]


class Convert(Action):
    """Trade Routes Agreement: once a turn, 1 food as 1 resource (side A) or back (side B)."""

    verb: ClassVar[str] = "convert"
    confirm: Confirm = False


class Barbarossa(Action):
    """Frederick Barbarossa: one military action, a new worker built at once as a unit."""

    verb: ClassVar[str] = "barbarossa"
    card: CardRef
    confirm: Confirm = False


class End(Action):
    verb: ClassVar[str] = "end"
    confirm: Confirm = False


# --------------------------------------------------------------------------- political actions


class PrepareEvent(Action):
    verb: ClassVar[str] = "event"
    card: CardRef


class PlayAggression(Action):
    verb: ClassVar[str] = "aggression"
    card: CardRef
    target: Annotated[int, Seat()]


class DeclareWar(Action):
    verb: ClassVar[str] = "war"
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


class Retire(Action):
    """Alexander the Great leaves play for a yellow token from the box."""

    verb: ClassVar[str] = "retire"


class Columbus(Action):
    """Christopher Columbus leaves play; a territory from hand becomes a colony."""

    verb: ClassVar[str] = "columbus"
    card: CardRef


# --------------------------------------------------------------------------- answers


class Discard(Action):
    verb: ClassVar[str] = "discard"
    cards: Annotated[tuple[str, ...], Multiset(Ref("mcard"), min_size=1)]


class Defend(Action):
    """Bonus cards played for their defence value, `discard` cards face down for +1 each."""

    verb: ClassVar[str] = "defend"
    cards: Annotated[tuple[str, ...], Multiset(Ref("mcard"), empty="nothing")]
    discard: Annotated[tuple[str, ...], Multiset(Ref("mcard")), Key("discard")] = ()


class Yield(Action):
    verb: ClassVar[str] = "yield"


class Accept(Action):
    verb: ClassVar[str] = "accept"


class Refuse(Action):
    verb: ClassVar[str] = "refuse"


class Bid(Action):
    verb: ClassVar[str] = "bid"
    amount: Annotated[int, Count(1, 60)]


class Pass(Action):
    verb: ClassVar[str] = "pass"


class Send(Action):
    """The colonization force: units (one id per unit), bonus cards, James Cook's discards."""

    verb: ClassVar[str] = "send"
    expand: ClassVar[bool] = False
    units: Annotated[tuple[str, ...], Multiset(Ref("unit"), min_size=1)]
    bonus: Annotated[tuple[str, ...], Multiset(Ref("mcard")), Key("bonus")] = ()
    discard: Annotated[tuple[str, ...], Multiset(Ref("mcard"), max_size=2), Key("discard")] = ()


class Gain(Action):
    verb: ClassVar[str] = "gain"
    what: Annotated[Literal["food", "resources"], Choice()]


class Split(Action):
    """How much of a food/resources total is food (the rest is resources)."""

    verb: ClassVar[str] = "split"
    food: Annotated[int, Count(0, 7)]


class Skip(Action):
    verb: ClassVar[str] = "skip"


class Lose(Action):
    verb: ClassVar[str] = "lose"
    cards: Annotated[tuple[str, ...], Multiset(Ref("loss"), min_size=1)]


class Ruin(Action):
    verb: ClassVar[str] = "ruin"
    card: CardRef


class Raze(Action):
    verb: ClassVar[str] = "raze"
    cards: Annotated[tuple[str, ...], Multiset(Ref("urban"), min_size=1, max_size=2)]


class Seize(Action):
    verb: ClassVar[str] = "seize"
    card: CardRef


class Steal(Action):
    """War over Technology: special technologies taken instead of science (`science`: none)."""

    verb: ClassVar[str] = "steal"
    cards: Annotated[tuple[str, ...], Multiset(Ref("special"), empty="science")]


class Done(Action):
    verb: ClassVar[str] = "done"


TURN_ACTIONS: tuple[type[Action], ...] = (
    Take,
    Pop,
    Build,
    Upgrade,
    Destroy,
    Disband,
    PlayLeader,
    Develop,
    Revolution,
    BuildWonder,
    PlayAction,
    PlayTactic,
    CopyTactic,
    Churchill,
    Convert,
    Barbarossa,
    End,
)
POLITICAL_ACTIONS: tuple[type[Action], ...] = (
    PrepareEvent,
    PlayAggression,
    DeclareWar,
    OfferPact,
    CancelPact,
    Resign,
    Retire,
    Columbus,
)
ANSWERS: tuple[type[Action], ...] = (
    Discard,
    Defend,
    Yield,
    Accept,
    Refuse,
    Bid,
    Pass,
    Send,
    Gain,
    Split,
    Skip,
    Lose,
    Ruin,
    Raze,
    Seize,
    Steal,
    Done,
)
ALL_ACTIONS: tuple[type[Action], ...] = TURN_ACTIONS + POLITICAL_ACTIONS + ANSWERS
BY_VERB: dict[str, type[Action]] = {cls.verb: cls for cls in ALL_ACTIONS}
