"""Every action of Civilization, declared once; the text form is generated (engine.core.grammar).

Whole-phase orders are one action with a `Steps` field (`expand = False`: `check` judges
them, the robots and the default build them):

    move 3 thrace>macedonia; 2 thrace>byzantium; ship athens>crete carry 5 drop 2 rhodes
    fleet keep athens; keep crete levy; build corinth levy 2
    lose 3 memphis; city thebes
    assign 5 to 2; 6 to 3
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from engine.civilization.data import ADVANCE_IDS, TRADE_CARDS
from engine.core import Action, Choice, Count, Flag, Key, Multiset, Path, Ref, Seat, Step, Steps, YesNo
from engine.core.grammar import SECRET, Secrecy


# --- steps -------------------------------------------------------------------------------------
class AreaStep(Step):
    area: Annotated[str, Ref("area")]


class GrowStep(Step):
    count: Annotated[int, Count(1, 2)]
    area: Annotated[str, Ref("area")]


class KeepShip(Step):
    verb: ClassVar[str] = "keep"
    area: Annotated[str, Ref("area")]
    # Upkeep paid with a token of that area instead of the treasury (JOC 9.3).
    levy: Annotated[bool, Flag()] = False


class BuildShip(Step):
    verb: ClassVar[str] = "build"
    area: Annotated[str, Ref("area")]
    # Tokens taken from that area (0-2); the rest of the cost of 2 from the treasury (JOC 9.1).
    levy: Annotated[int, Count(0, 2), Key("levy")] = 0


class MoveTokens(Step):
    count: Annotated[int, Count(1, 60)]
    path: Annotated[tuple[str, ...], Path(Ref("area"), min_len=2, max_len=2)]


class MoveShip(Step):
    verb: ClassVar[str] = "ship"
    path: Annotated[tuple[str, ...], Path(Ref("area"), min_len=2, max_len=6)]
    # Tokens embarked in the first area (JOC 10.5: at most five).
    carry: Annotated[int, Count(0, 5), Key("carry")] = 0
    # Tokens landed in areas along the way; the rest land at the end.
    drop: Annotated[tuple[str, ...], Multiset(Ref("area"), counted=True), Key("drop")] = ()


class LoseTokens(Step):
    count: Annotated[int, Count(1, 60)]
    area: Annotated[str, Ref("area")]


class LoseCity(Step):
    verb: ClassVar[str] = "city"
    area: Annotated[str, Ref("area")]


class Share(Step):
    points: Annotated[int, Count(1, 25)]
    to: Annotated[int, Seat(), Key("to")]


UNITS = (LoseTokens, LoseCity)
MOVES = (MoveTokens, MoveShip)


# --- setup -------------------------------------------------------------------------------------
class ChooseNation(Action):
    verb: ClassVar[str] = "nation"
    nation: Annotated[str, Ref("nation")]


# --- any time: the right to insist on A.S.T. order (JOC 5.3 note) -------------------------------
# The phases "in A.S.T. order but may be simultaneous" (5.7), by the name players know them.
InsistPhase = Literal["taxes", "expansion", "ships", "cities", "support", "losses", "all"]
INSIST_PHASES: tuple[str, ...] = ("taxes", "expansion", "ships", "cities", "support", "losses")
_INSIST_ALIASES = {
    "impuestos": "taxes", "expansion": "expansion", "expansión": "expansion", "barcos": "ships",
    "naves": "ships", "ciudades": "cities", "abastecimiento": "support", "perdidas": "losses",
    "pérdidas": "losses", "todas": "all", "todo": "all",
}


class Insist(Action):
    """A standing setting, played at any time by any player (an `anytime` verb): the phase is
    played one player at a time in A.S.T. order, not with sealed orders (`insist taxes`), or
    no longer because of this player (`insist taxes no`). An open phase of that kind turns
    sequential at once (ruling R24)."""

    verb: ClassVar[str] = "insist"
    phase: Annotated[InsistPhase, Choice(aliases=_INSIST_ALIASES)]
    on: Annotated[bool, YesNo(yes="yes", no="no")] = True


# --- phase 1: taxes and revolts ----------------------------------------------------------------
class SetTax(Action):
    """Coinage: the tax rate of all one's cities this round (JOC 22.3.11)."""

    verb: ClassVar[str] = "tax"
    secret: ClassVar[Secrecy] = SECRET  # sealed: told when revealed
    rate: Annotated[int, Count(1, 3)]


class Revolt(Action):
    """Which revolting cities the player with most stock takes (JOC 6.3.2)."""

    verb: ClassVar[str] = "revolt"
    expand: ClassVar[bool] = False
    cities: Annotated[tuple[AreaStep, ...], Steps((AreaStep,))]


# --- phase 2: population expansion -------------------------------------------------------------
class Grow(Action):
    """Where the tokens go when the stock is short (JOC 7.4)."""

    verb: ClassVar[str] = "grow"
    secret: ClassVar[Secrecy] = SECRET  # sealed: told when revealed
    expand: ClassVar[bool] = False
    steps: Annotated[tuple[GrowStep, ...], Steps((GrowStep,), min_len=0)]


# --- phase 4: ships ----------------------------------------------------------------------------
class Fleet(Action):
    """Ships kept (upkeep paid) and built; ships not kept go to stock (JOC 9)."""

    verb: ClassVar[str] = "fleet"
    secret: ClassVar[Secrecy] = SECRET  # sealed: told when revealed
    expand: ClassVar[bool] = False
    steps: Annotated[tuple[KeepShip | BuildShip, ...], Steps((KeepShip, BuildShip), min_len=0)]


# --- phase 5: movement -------------------------------------------------------------------------
class Move(Action):
    """A whole movement turn: the steps, then the turn ends."""

    verb: ClassVar[str] = "move"
    expand: ClassVar[bool] = False
    steps: Annotated[tuple[MoveTokens | MoveShip, ...], Steps(MOVES)]


class MoveStep(Action):
    """Some steps of a movement turn; the turn goes on until `done`."""

    verb: ClassVar[str] = "step"
    expand: ClassVar[bool] = False
    steps: Annotated[tuple[MoveTokens | MoveShip, ...], Steps(MOVES)]


class Done(Action):
    """End of one's movement turn, or done trading (JOC 16.5)."""

    verb: ClassVar[str] = "done"


# --- phase 6: conflict -------------------------------------------------------------------------
class Demand(Action):
    """JOC 11.8.2: a city's owner demands that the other conflicts involving his tokens be
    resolved before his city is attacked (`demand yes`), or lets the fixed order stand."""

    verb: ClassVar[str] = "demand"
    first: Annotated[bool, YesNo(yes="yes", no="no")]


# --- phase 7: cities ---------------------------------------------------------------------------
class BuildCities(Action):
    verb: ClassVar[str] = "build"
    secret: ClassVar[Secrecy] = SECRET  # sealed: told when revealed
    expand: ClassVar[bool] = False
    sites: Annotated[tuple[AreaStep, ...], Steps((AreaStep,), min_len=0)]


# --- phases 8 and 12: unsupported cities; calamities that reduce -------------------------------
class Reduce(Action):
    verb: ClassVar[str] = "reduce"
    secret: ClassVar[Secrecy] = SECRET  # sealed: told when revealed
    expand: ClassVar[bool] = False
    cities: Annotated[tuple[AreaStep, ...], Steps((AreaStep,), min_len=0)]


# --- phase 9: trade cards ----------------------------------------------------------------------
class BuyGold(Action):
    verb: ClassVar[str] = "gold"
    count: Annotated[int, Count(0, 4)]


# --- phase 10: trade ---------------------------------------------------------------------------
class MakeOffer(Action):
    """`offer 3 value 16 with salt claim grain`: count, value and one commodity are true
    (JOC 16.3); the claims are free."""

    verb: ClassVar[str] = "offer"
    expand: ClassVar[bool] = False
    count: Annotated[int, Count(3, 30)]
    value: Annotated[int, Count(0, 999), Key("value")]
    commodity: Annotated[str, Ref("commodity"), Key("with")]
    claims: Annotated[tuple[str, ...], Multiset(Ref("commodity"), max_size=3), Key("claim")] = ()
    to: Annotated[int | None, Seat(), Key("to")] = None

    def secrecy(self) -> Secrecy:
        """An offer to one player is the two players' business (R33): only who to is public."""
        return ("count", "value", "commodity", "claims") if self.to is not None else ()


class Counter(Action):
    """An offer answering another one: if its maker accepts, the two make a deal."""

    verb: ClassVar[str] = "counter"
    # It may answer an offer made to one player (R33): only which offer it answers is public.
    secret: ClassVar[Secrecy] = ("count", "value", "commodity", "claims")
    expand: ClassVar[bool] = False
    offer: Annotated[int, Ref("offer", prefix="o")]
    count: Annotated[int, Count(3, 30)]
    value: Annotated[int, Count(0, 999), Key("value")]
    commodity: Annotated[str, Ref("commodity"), Key("with")]
    claims: Annotated[tuple[str, ...], Multiset(Ref("commodity"), max_size=3), Key("claim")] = ()


class Accept(Action):
    verb: ClassVar[str] = "accept"
    offer: Annotated[int, Ref("offer", prefix="o")]


class Withdraw(Action):
    """Take back one's offer, or call off a deal before the cards change hands (JOC 16.1)."""

    verb: ClassVar[str] = "withdraw"
    offer: Annotated[int, Ref("offer", prefix="o")]


class Give(Action):
    """The cards one hands over in a deal, face down (sealed until both sides gave)."""

    verb: ClassVar[str] = "give"
    secret: ClassVar[Secrecy] = ("cards",)
    expand: ClassVar[bool] = False
    cards: Annotated[tuple[str, ...], Multiset(Ref("card"), counted=True, order=TRADE_CARDS, max_size=30)]


# --- phase 11: civilization cards; excess trade cards ------------------------------------------
class BuyAdvances(Action):
    """`buy music pay 3 grain 2 papyrus 1 hides treasury 10`: all of a turn's purchases at once
    (JOC 17.10); credits apply by themselves; treasury exact (17.8)."""

    verb: ClassVar[str] = "buy"
    secret: ClassVar[Secrecy] = ("pay", "treasury")  # what was bought is public
    expand: ClassVar[bool] = False
    advances: Annotated[
        tuple[str, ...], Multiset(Ref("advance"), empty="nothing", order=ADVANCE_IDS, max_size=11)
    ]
    pay: Annotated[
        tuple[str, ...], Multiset(Ref("card"), counted=True, order=TRADE_CARDS, max_size=30), Key("pay")
    ] = ()
    treasury: Annotated[int, Count(0, 200), Key("treasury")] = 0


class Discard(Action):
    verb: ClassVar[str] = "discard"
    secret: ClassVar[Secrecy] = ("cards",)
    expand: ClassVar[bool] = False
    cards: Annotated[
        tuple[str, ...], Multiset(Ref("card"), counted=True, empty="nothing", order=TRADE_CARDS, max_size=30)
    ]


# --- phase 12: calamities ----------------------------------------------------------------------
class ChoosePlace(Action):
    """The volcano that erupts (§22.2.4.2) or the flood plain that floods (§22.2.7.3)."""

    verb: ClassVar[str] = "choose"
    place: Annotated[str, Ref("place")]


class Target(Action):
    """Cities of other players the victim (or the pirate) picks."""

    verb: ClassVar[str] = "target"
    expand: ClassVar[bool] = False
    cities: Annotated[tuple[AreaStep, ...], Steps((AreaStep,), min_len=0)]


class Assign(Action):
    """How many unit points each other player loses (Famine, Flood, Epidemic)."""

    verb: ClassVar[str] = "assign"
    expand: ClassVar[bool] = False
    shares: Annotated[tuple[Share, ...], Steps((Share,), min_len=0)]


class Lose(Action):
    """Which of one's units are lost: `lose 3 memphis; city thebes`."""

    verb: ClassVar[str] = "lose"
    secret: ClassVar[Secrecy] = SECRET  # sealed: told when revealed
    expand: ClassVar[bool] = False
    units: Annotated[tuple[LoseTokens | LoseCity, ...], Steps(UNITS, min_len=0)]


class Pick(Action):
    """Civil war: the victim's units that form the first faction (JOC 22.2.6)."""

    verb: ClassVar[str] = "pick"
    expand: ClassVar[bool] = False
    units: Annotated[tuple[LoseTokens | LoseCity, ...], Steps(UNITS, min_len=0)]


class Beneficiary(Action):
    verb: ClassVar[str] = "beneficiary"
    seat: Annotated[int, Seat()]


class Faction(Action):
    verb: ClassVar[str] = "faction"
    keep: Annotated[Literal["first", "second"], Choice(aliases={"primero": "first", "segundo": "second"})]


ACTIONS: tuple[type[Action], ...] = (
    ChooseNation,
    Insist,
    SetTax,
    Revolt,
    Grow,
    Fleet,
    Move,
    MoveStep,
    Done,
    Demand,
    BuildCities,
    Reduce,
    BuyGold,
    MakeOffer,
    Counter,
    Accept,
    Withdraw,
    Give,
    BuyAdvances,
    Discard,
    ChoosePlace,
    Target,
    Assign,
    Lose,
    Pick,
    Beneficiary,
    Faction,
)
