"""The text scan (`tests.e2e.text_scan`) catches each slip it is for, and lets good text pass."""

from __future__ import annotations

import pytest

from engine.age_of_heroes import GAME
from tests.e2e.text_scan import Said, TextScan


def scan() -> TextScan:
    return TextScan(driver=None, parses=GAME.parse_action, raw={None: {"romans"}, "es": {"wood"}},
                    raw_patterns=(r"\b[abh]\d+\b",), forbidden=("A decision was made",), singular=("Bricks",))


@pytest.mark.parametrize(("text", "lang", "what"), [
    ("Seat 2 is not yours.", "en", "seat number"),
    ("El asiento 3 no es tuyo.", "es", "seat number"),
    ("1 · Carol", "en", "seat number"),
    ("Waiting for **Alice (1)**", "en", "seat number"),  # a user holding two seats
    ("Le toca a Bob (2).", "es", "seat number"),
    ("Waiting for war_order", "en", "internal word"),
    ("tigris.err.river", "en", "catalog key"),
    ("Hand: {n}", "en", "unfilled placeholder"),
    ("Hand: { $n }", "en", "unfilled placeholder"),
    ("points {'cities': 2}", "en", "python repr"),
    ("private: True", "en", "python repr"),
    ("event_counts=x", "en", "python repr"),
    ("Alice draws 2 card(s).", "en", "hand-made plural"),
    ("Bob roba 2 acción/es.", "es", "hand-made plural"),
    ("You have 1 cards.", "en", "'1 cards'"),
    ("Tienes 1 losetas", "es", "'1 losetas'"),
    ("Tienes **1** losetas", "es", "'1 losetas'"),
    ("Bag: 1 🟥 tiles", "en", "'1 tiles'"),
    ("<State object at 0x7f3a>", "en", "python repr"),
    ("✅ attack 1 raze", "en", "raw action text"),
    ("No tienes ninguna carta de wood.", "es", "raw id 'wood'"),
    ("the romans", "en", "raw id 'romans'"),
    ("Army a3 is away", "en", "raw id 'a3'"),
    ("✅ A decision was made.", "en", "forbidden"),
    ("{???}", "en", "unfilled placeholder"),
    ("⚠️ {???}", "es", "unfilled placeholder"),
    ("Eso no es lo que te toca decidir ahora. Puedes: war.", "es", "English in Spanish"),
    ("«purple» no es ninguna de estas opciones: red, blue, green, black.", "es", "English in Spanish"),
    ("Jugadores: nothing", "es", "English in Spanish"),
    ("Alice cannot pay for a Army.", "en", "article"),
    ("checked 1 games", "en", "'1 games'"),
    ("Jugadores (1 acciones)", "es", "'1 acciones'"),
    ("Waiting for **Alice (3)**", "en", "seat number"),
    ("Player 2 plays Raid against player 1.", "en", "seat number"),
])
def test_each_slip_is_caught(text: str, lang: str, what: str) -> None:
    found = scan().check(Said("message", text, lang))
    assert any(f.startswith(what) for f in found), found


@pytest.mark.parametrize(("text", "lang", "where"), [
    ("✅ Alice collects taxes: one card.", "en", "message"),
    ("Use `/game new options:discards_public=off` to hide discards.", "en", "message"),
    ("🗿 1/5 Bricks · Round 1: Army 1 **4** – **2** Army 3: the attacker wins", "en", "message"),
    ("Roba una carta de Madera.", "es", "message"),
    ("Romans", "en", "button"),
    ("Tax", "en", "button"),  # a button's words, not the action's text `tax`
    ("<@123> <#456> <t:1767614400:R>: your move.", "en", "message"),
    ("Offer #1001: Bob gives 🪵 Wood for nothing (to Alice).", "en", "message"),
    ("Waiting for **Alice (Rome)**", "en", "message"),
    ("🎭 0 · 💡 2 · 🌾 4 · 🪨 2", "en", "message"),  # a line of figures, not a numbered name
    ("Tienes **1** loseta, 1 🟥 loseta roja", "es", "message"),
    ("Bob toma 1 como comida y el resto como recursos.", "es", "message"),
    ("Alice cannot pay for an Army or a unit.", "en", "message"),
    ("🤖 Jugado automáticamente (una jugada):\n• **Bob**: elige la civilización de Egipto", "es", "message"),
    ("No he entendido esa jugada: `swap red`. Se escribe `swap <colors...>`.", "es", "message"),
    ("Juegas como **Alice** en Tigris y Éufrates: tu turno.", "es", "message"),
])
def test_good_text_passes(text: str, lang: str, where: str) -> None:
    assert scan().check(Said(where, text, lang)) == []


def test_a_button_named_as_the_board_shows_it_is_no_english_slip() -> None:
    """A Spanish DM naming the English table's button by its label quotes it; a Spanish text
    with the same words and no such button has English in it."""
    dm = Said("dm", "Mueve con el botón del tablero **Move step by step**.", "es")
    board = Said("board button", "Move step by step", "en")
    assert scan().problems([board, dm]) == []
    assert scan().problems([dm]) != []
