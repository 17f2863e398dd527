"""Public and private views (see `view_schema`). Public: the board, stock, treasury, ships,
civilization cards, how many trade cards each holds, the A.S.T., offers' true facts. Private:
one's hand, one's sealed answer, the cards one committed to a deal."""

from __future__ import annotations

from typing import Any, cast

from engine.civilization import cards, rules, succession
from engine.civilization.board import ast_order, board_tokens, cities_of, city_count, city_stock
from engine.civilization.cards import buyable, groups_held, points, price, purse
from engine.civilization.data import AREA_IDS, COMMODITIES, SHIPS_PER_NATION, hand_limit, set_value
from engine.civilization.state import CivState, Offer
from engine.civilization.trade import public_offer
from engine.civilization.view_schema import (
    AreaPieces,
    AskView,
    CalamityView,
    DealView,
    EntryRequirement,
    Epoch,
    Measure,
    OfferView,
    PlayerView,
    PrivateView,
    PublicView,
    Requirement,
    ResolvingView,
    TradeView,
)
from engine.core.grammar import action_data


def _offer(o: Offer) -> OfferView:
    return OfferView(**public_offer(o))


def _player(s: CivState, seat: int) -> PlayerView:
    p = s.seats[seat]
    nation = p.nation
    req = None
    if nation:
        goal = succession.end_column(s, seat)
        if p.ast < goal:
            r = succession.requirement(s, seat, p.ast + 1)
            if r is not None:
                req = Requirement(column=p.ast + 1, what=cast(Measure, r[0]), needed=r[1], has=r[2])
    entry = succession.next_entry(s, seat)
    return PlayerView(
        seat=seat,
        nation=nation,
        stock=p.stock,
        treasury=p.treasury,
        tokens_on_board=board_tokens(s, seat),
        cities_on_board=cities_of(s, seat),
        cities_in_stock=city_stock(s, seat),
        ships=sorted(sh.area for sh in p.ships),
        ships_in_stock=SHIPS_PER_NATION - len(p.ships),
        advances=list(p.advances),
        points=points(p.advances),
        groups=sorted(groups_held(p.advances)),
        hand_count=len(p.hand),
        ast=p.ast,
        epoch=succession.epoch_of(s, seat, max(p.ast, 1)) if nation else "stone_age",
        next_requirement=req,
        next_entry=None
        if entry is None
        else EntryRequirement(column=entry[0], epoch=cast(Epoch, entry[1]), what=cast(Measure, entry[2]),
                              needed=entry[3], has=entry[4]),
        end_column=succession.end_column(s, seat) if nation else 0,
        final_points=succession.final_points(s, nation) if nation else 0,
        tax_rate=p.tax_rate,
        unsupported=max(0, 2 * city_count(s, seat) - board_tokens(s, seat)),  # JOC 14.1
        prices={a: price(p.advances, a) for a in buyable(s, seat)} if s.options.game == "full" else {},
        insists=list(p.insists),
    )


def public_view(s: CivState) -> dict[str, Any]:
    pieces: dict[str, AreaPieces] = {}
    for a, d in s.tokens.items():
        pieces[a] = AreaPieces(area=a, tokens={p: n for p, n in sorted(d.items())})
    for a, o in s.cities.items():
        pieces.setdefault(a, AreaPieces(area=a)).city = o
    for seat, p in enumerate(s.seats):
        for sh in p.ships:
            ap = pieces.setdefault(sh.area, AreaPieces(area=sh.area))
            ap.ships[seat] = ap.ships.get(seat, 0) + 1
    ask = None
    mover = None
    if s.ask is not None:
        waiting = s.ask.window.waiting()
        ask = AskView(
            kind=s.ask.kind,
            waiting=waiting[:1] if s.ask.sequential else waiting,
            answered=sorted(s.ask.window.answers),
            sequential=s.ask.sequential,
        )
        if s.ask.kind == "move" and waiting:
            mover = waiting[0]
    trade_view = None
    if s.trade is not None:
        t = s.trade
        trade_view = TradeView(
            offers=[_offer(o) for o in t.offers],
            deals=[DealView(a=_offer(d.a), b=_offer(d.b), given=sorted(d.given.answers)) for d in t.deals],
            done=sorted(t.done),
            trading=[p for p in range(s.players) if p not in t.done],
        )
    resolving = None
    if s.resolving is not None:
        r = s.resolving
        resolving = ResolvingView(
            card=r.card, victim=r.victim, giver=r.giver, stage=r.stage, data=dict(r.data)
        )
    in_play = sorted(s.areas_in_play)
    view = PublicView(
        variant=s.options.game,
        end_column=s.options.end_column,
        scenario=s.options.scenario,
        ast_order=s.options.ast_order,
        round=s.round,
        phase=s.phase,
        areas_in_play=in_play,
        out_of_play=[a for a in AREA_IDS if a not in set(in_play)],
        pieces=[pieces[a] for a in sorted(pieces)],
        players=[_player(s, p) for p in range(s.players)],
        ast_order_seats=ast_order(s),
        census=list(s.census),
        stacks=[len(st) for st in s.stacks],
        supply=dict(s.supply),
        calamities=[CalamityView(**c.model_dump()) for c in s.calamities],
        ask=ask,
        mover=mover,
        moved=dict(s.moved) if mover is not None else {},
        trade=trade_view,
        resolving=resolving,
        time=s.time,
        hand_limit=hand_limit(s.players),
        over=s.over,
        winners=list(s.winners),
        end_reason=s.end_reason,
    )
    return view.model_dump(mode="json")


def private_view(s: CivState, seat: int) -> dict[str, Any]:
    p = s.seats[seat]
    sealed = None
    if s.ask is not None and not s.ask.immediate:
        answer = s.ask.window.answer_of(seat)  # kept as text in the state, shown as data
        sealed = action_data(rules.parse(answer)) if answer else None
    committed = None
    if s.trade is not None:
        for d in s.trade.deals:
            got = d.given.answer_of(seat)
            if got is not None:
                committed = list(got)
    plans: dict[str, dict[str, Any]] = {}
    if s.ask is not None and s.ask.kind == "buy" and s.ask.window.is_waiting(seat):
        budget = purse(s, seat)
        for a in buyable(s, seat):
            if price(p.advances, a) <= budget:
                plan = cards.plan(s, seat, [a])
                if plan is not None and cards.check(s, seat, plan) is None:
                    plans[a] = action_data(plan)
    mine: list[OfferView] = []
    if s.trade is not None:
        t = s.trade
        for o in [*t.offers, *(x for d in t.deals for x in (d.a, d.b))]:
            if o.to is not None and seat in (o.seat, o.to):
                mine.append(OfferView(**o.model_dump()))
    return PrivateView(
        seat=seat,
        offers=mine,
        hand=sorted(p.hand),
        hand_value=set_value([c for c in p.hand if c in COMMODITIES]),
        sealed=sealed,
        committed=committed,
        buy_plans=plans,
    ).model_dump(mode="json")
