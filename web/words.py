"""Everything a page says, in the reader's language: the catalog's words (i18n/<lang>/web.ftl and
the games' own entries) and the games' presenters, which turn frames into the same public texts the
Discord channel shows. Built from frames and stored records only (never an engine state).

The log reads like `/game log`: each action by the presenter's words for its public events (an
action none of whose events is public is left out, since its existence may be a secret, and the
numbering counts only the listed ones), else by its public description (`public_action`, then
the game's `describe_action` worded by `describe_logged`); never its raw text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from babel.dates import format_skeleton, format_timedelta, get_datetime_format
from markupsafe import Markup

import i18n
from engine import registry
from engine.core import Decision
from present.base import Presenter, presenter_for
from present.names import platform_names as names_of_seats
from storage import AdminRecord, GameRecord
from web.markup import plain, to_html
from web.timeline import Frame, Step, Timeline

PAUSED = "paused"  # games.settings key while a creator or moderator has paused the game (service.games)


# --------------------------------------------------------------------------------- names
def presenter_names(record: GameRecord, user_names: Mapping[int, str]) -> list[str]:
    """Display names by seat as presenters read them; a user holding several seats is numbered
    (`service.games.seat_names`)."""
    users = [s.user_id for s in sorted(record.seats, key=lambda s: s.seat)]
    names = [user_names.get(u) or f"#{str(u)[-4:]}" for u in users]
    if len(set(users)) != len(users):
        names = [f"{n} ({seat + 1})" for seat, n in enumerate(names)]
    return names


def platform_names(record: GameRecord, user_names: Mapping[int, str], view: dict[str, Any],
                   lang: str) -> list[str]:
    """Names by seat as the platform's own texts say them (`present.names.platform_names`)."""
    users = [s.user_id for s in sorted(record.seats, key=lambda s: s.seat)]
    plain_names = [user_names.get(u) or f"#{str(u)[-4:]}" for u in users]
    return names_of_seats(presenter_for(record.game_id), view, users, plain_names, lang)


# --------------------------------------------------------------------------------- times
def when(moment: datetime, lang: str) -> str:
    """A moment in UTC in the reader's language (the page's script shows it in their own zone)."""
    moment = moment.astimezone(UTC)
    date, clock = format_skeleton("yMMMd", moment, locale=lang), format_skeleton("Hm", moment, locale=lang)
    return str(get_datetime_format("medium", locale=lang)).replace("{1}", date).replace("{0}", clock) + " UTC"


def iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def how_long(delta: timedelta, lang: str) -> str:
    return format_timedelta(delta, locale=lang, format="short", threshold=1.5)


# --------------------------------------------------------------------------------- the page
@dataclass(frozen=True)
class Moment:
    text: str
    iso: str


@dataclass(frozen=True)
class LogLine:
    number: int  # its number among the listed actions
    applied: int  # how many live actions had been applied after it (its history page)
    who: str | None  # None: the words name the players themselves
    what: Markup
    auto: bool
    at: Moment
    current: bool = False


@dataclass(frozen=True)
class AdminLine:
    who: str
    role: str
    what: str
    at: Moment


@dataclass(frozen=True)
class Waiting:
    who: str
    what: Markup
    since: Moment | None
    deadline: Moment | None


@dataclass(frozen=True)
class SeatCard:
    title: Markup
    body: Markup


@dataclass(frozen=True)
class StatsLine:
    who: str
    score: str
    moves: int
    auto: int
    time: str
    average: str


@dataclass
class GamePage:
    """What one page of a game says, ready for the template (texts escaped there, Markup as is)."""

    lang: str
    game_name: str
    game_row: int
    status: str
    title: Markup
    description: Markup
    cards: list[SeatCard]
    waiting: list[Waiting]
    paused: str | None
    log: list[LogLine | AdminLine]
    listed: int  # listed actions in the whole log
    step: int | None  # the history step shown (None: the game now)
    final: Markup | None = None
    stats: list[StatsLine] = field(default_factory=list)
    length: str | None = None
    history_note: str | None = None
    image_alt: str = ""


@dataclass(frozen=True)
class Listed:
    """One live action as the log lists it."""

    number: int
    step: Step
    words: str | None  # the presenter's words for its events (None: worded from its description)


def listed_steps(presenter: Presenter, steps: Sequence[Step], names: Sequence[str],
                 lang: str) -> list[Listed]:
    """The live actions players may know of (`AsyncPlay.listed_steps`)."""
    out: list[Listed] = []
    for step in steps:
        described = presenter.describe(list(step.events), names, lang)
        if described is None:
            out.append(Listed(len(out) + 1, step, None))
        elif described:
            out.append(Listed(len(out) + 1, step, " ".join(described)))
    return out


def listing(timeline: Timeline | None, presenter: Presenter, names: Sequence[str], lang: str) -> list[Listed]:
    """`listed_steps` of a timeline, worked out once per language and names (every history page
    of a game reads the same listing)."""
    if timeline is None:
        return []
    return timeline.memo(("listed", lang, tuple(names)),
                         lambda: listed_steps(presenter, timeline.steps, names, lang))


def action_words(record: GameRecord, presenter: Presenter, step: Step, names: Sequence[str],
                 lang: str) -> str:
    """An action in words from its public description, never its raw text (`GameFlow.action_words`)."""
    game = registry.get(record.game_id)
    public_label = getattr(presenter, "public_label", None)
    if public_label is not None:  # secrets declared once (issue 32 item 5), once it is merged
        return str(public_label(game.parse_action(step.action_text), lang, names, list(step.events)))
    action = game.parse_action(step.action_text)
    said = presenter.public_action(action, names, lang)
    if said is not None:
        return said
    key, params = game.describe_action(action)
    return presenter.describe_logged(action, key, params, lang, names, list(step.events))


def decision_words(presenter: Presenter, decisions: Sequence[Decision], lang: str) -> str:
    return ", ".join(presenter.decision_words(d.kind, d.params, lang) for d in decisions) or "—"


def status_words(record: GameRecord, lang: str) -> str:
    return i18n.t(f"web.status.{record.status}", lang)


RECENT = 40  # log entries on a game or history page (the log page has them all)


def build_game_page(record: GameRecord, frame: Frame, timeline: Timeline | None, step: int | None, *,
                    lang: str, user_names: Mapping[int, str], deadlines: Mapping[int, datetime],
                    admin: Sequence[AdminRecord] = (), history_note: str | None = None,
                    whole_log: bool = False) -> GamePage:
    """The words of the game page (`step` None), of a history page (after `step` listed actions),
    or with `whole_log` of the log page. A game or history page shows the latest `RECENT` entries
    of the log up to the moment it shows, newest first; the log page all of them, oldest first."""
    presenter = presenter_for(record.game_id)
    names = presenter_names(record, user_names)
    who_is = platform_names(record, user_names, frame.view, lang)
    decisions = _decisions(record, frame, step)
    message = presenter.public_message(frame.view, names, decisions, lang, list(frame.events))
    cards = [SeatCard(to_html(title), to_html(body)) for title, body in message.fields]
    steps = timeline.steps if timeline is not None else []
    listed = listing(timeline, presenter, names, lang)
    shown = listed if step is None else listed[:step]
    if not whole_log:
        shown = shown[-RECENT:]
    log: list[LogLine | AdminLine] = []
    for entry in shown:
        if entry.words is not None:  # the presenter's words name the players themselves
            what, who = entry.words, None
        else:
            what = action_words(record, presenter, entry.step, names, lang)
            who = who_is[entry.step.seat] if entry.step.seat < len(who_is) else "?"
        log.append(LogLine(entry.number, entry.step.number, who, to_html(what), entry.step.user_id is None,
                           Moment(when(entry.step.created_at, lang), iso(entry.step.created_at)),
                           current=step is not None and entry.number == step))
    if step is None:
        log = _with_admin_lines(log, shown, admin if whole_log or len(shown) == len(listed) else
                                [a for a in admin if shown and a.created_at >= shown[0].step.created_at],
                                who_is, user_names, lang)
    if not whole_log:
        log.reverse()
    page = GamePage(
        lang=lang, game_name=i18n.t(f"{record.game_id}.name", lang), game_row=record.id,
        status=status_words(record, lang), title=to_html(message.title),
        description=to_html(message.description),
        cards=cards, waiting=[], paused=None, log=log, listed=len(listed), step=step,
        history_note=history_note, image_alt=plain(message.title) if not frame.events
        else _image_alt(presenter, frame, names, decisions, lang),
    )
    if step is None:
        page.waiting = _waiting(record, frame, presenter, who_is, deadlines, timeline, lang)
        page.paused = _paused(record, user_names, lang)
        if record.status == "finished" and record.outcome is not None:
            page.final = to_html(_final_text(presenter, record.outcome, names, lang))
            page.stats, page.length = _stats(record, steps, who_is, presenter, lang)
    return page


def page_top(record: GameRecord, frame: Frame, *, lang: str, user_names: Mapping[int, str]) -> GamePage:
    """What the game page says above its images (its top, sent before the rest is made): from
    the frame alone, the same as `build_game_page` says there."""
    presenter = presenter_for(record.game_id)
    decisions = _decisions(record, frame, None)
    names = presenter_names(record, user_names)
    return GamePage(
        lang=lang, game_name=i18n.t(f"{record.game_id}.name", lang), game_row=record.id,
        status=status_words(record, lang), title=Markup(""), description=Markup(""), cards=[], waiting=[],
        paused=None, log=[], listed=0, step=None,
        image_alt=_image_alt(presenter, frame, names, decisions, lang))


def _decisions(record: GameRecord, frame: Frame, step: int | None) -> list[Decision]:
    return [] if record.status == "abandoned" and step is None else list(frame.decisions)


def _image_alt(presenter: Presenter, frame: Frame, names: Sequence[str], decisions: list[Decision],
               lang: str) -> str:
    """The board's text alternative: the state message's title, as it reads without the change's
    events (the page's top is made before the log is replayed for them)."""
    return plain(presenter.public_message(frame.view, list(names), decisions, lang).title)


def _waiting(record: GameRecord, frame: Frame, presenter: Presenter, who_is: Sequence[str],
             deadlines: Mapping[int, datetime], timeline: Timeline | None, lang: str) -> list[Waiting]:
    if record.status != "active":
        return []
    by_seat: dict[int, list[Decision]] = {}
    for d in frame.decisions:
        by_seat.setdefault(d.seat, []).append(d)
    since = timeline.awaited_since() if timeline is not None else {}
    out = []
    for seat, decisions in sorted(by_seat.items()):
        began = since.get(seat)
        due = deadlines.get(seat)
        out.append(Waiting(who_is[seat] if seat < len(who_is) else "?",
                           to_html(decision_words(presenter, decisions, lang)),
                           None if began is None else Moment(when(began, lang), iso(began)),
                           None if due is None else Moment(when(due, lang), iso(due))))
    return out


def _paused(record: GameRecord, user_names: Mapping[int, str], lang: str) -> str | None:
    paused = record.settings.get(PAUSED)
    if record.status != "active" or not isinstance(paused, dict):
        return None
    by = user_names.get(int(paused.get("by", 0) or 0)) or "?"
    role = i18n.t(f"admin.role.{paused.get('role', 'creator')}", lang)
    try:
        at = when(datetime.fromisoformat(str(paused.get("at"))), lang)
    except ValueError:
        at = "—"
    return i18n.t("web.paused", lang, who=by, role=role, since=at)


def _with_admin_lines(log: list[LogLine | AdminLine], shown: Sequence[Listed], admin: Sequence[AdminRecord],
                      who_is: Sequence[str], user_names: Mapping[int, str],
                      lang: str) -> list[LogLine | AdminLine]:
    """Admin actions (a forced undo, a pause, a replaced player...) where they happened in time."""
    if not admin:
        return log
    timed: list[tuple[datetime, int, LogLine | AdminLine]] = [
        (entry.step.created_at, 0, line) for entry, line in zip(shown, log, strict=True)]
    for record in admin:
        detail = record.detail
        params: dict[str, Any] = {k: v for k, v in detail.items() if k not in ("key", "params")}
        seat = detail.get("seat")
        if isinstance(seat, int):
            params["name"] = who_is[seat] if 0 <= seat < len(who_is) else "?"
        if detail.get("key"):
            params["what"] = i18n.t(detail["key"], lang, **(detail.get("params") or {}))
        if "on" in detail:
            params["state"] = i18n.t("admin.state.on" if detail["on"] else "admin.state.off", lang)
        line = AdminLine(user_names.get(record.user_id) or f"#{str(record.user_id)[-4:]}",
                         i18n.t(f"admin.role.{record.role}", lang),
                         plain(i18n.t(f"admin.log.{record.action}", lang, **params)),
                         Moment(when(record.created_at, lang), iso(record.created_at)))
        timed.append((record.created_at, 1, line))
    return [line for _, _, line in sorted(timed, key=lambda item: (item[0], item[1]))]


def _final_text(presenter: Presenter, outcome: dict[str, Any], names: Sequence[str], lang: str) -> str:
    """The game-over words, as the channel's game-over message has them (`Presenter.final_text`)."""
    return presenter.final_text(outcome, list(names), lang)


def _stats(record: GameRecord, steps: Sequence[Step], who_is: Sequence[str], presenter: Presenter,
           lang: str) -> tuple[list[StatsLine], str | None]:
    """Moves, robot moves and time taken per seat (`History.stats`), and the game's length."""
    scores = (record.outcome or {}).get("scores") or {}
    seats = len(record.seats)
    moves, auto = [0] * seats, [0] * seats
    taken = [timedelta(0)] * seats
    for step in steps:
        if 0 <= step.seat < seats:
            moves[step.seat] += 1
            auto[step.seat] += step.user_id is None
            taken[step.seat] += step.waited
    lines = []
    for seat in range(seats):
        score = scores.get(str(seat), scores.get(seat))
        average = taken[seat] / moves[seat] if moves[seat] else timedelta(0)
        lines.append(StatsLine(who_is[seat] if seat < len(who_is) else "?",
                               "—" if score is None else presenter.score_text(score, lang),
                               moves[seat], auto[seat], how_long(taken[seat], lang), how_long(average, lang)))
    started = min((s.joined_at for s in record.seats), default=record.created_at)
    ended = record.finished_at or record.updated_at
    return lines, how_long(ended - started, lang)
