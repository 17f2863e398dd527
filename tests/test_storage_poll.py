"""The scheduler poll's storage (issue 20, item 6): the JSON helpers the poll leans on write and
read exactly what `json` does."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from storage.records import from_json, to_json

JSON_VALUES: list[Any] = [
    {}, [], None, True, False, 0, -1, 1_300_000_000_000_000_123, 1.5, -0.0, 1e300, math.inf, -math.inf,
    "", "plain", "é ü 漢字 \U0001F600 \n\t\"\\/", {"b": 1, "a": [1, 2.5, {"z": None, "y": "ü"}], "c": {}},
    {"notices": [{"kind": "reminder", "decisions": [{"kind": "commit", "params": {}, "default": None}],
                  "late": False, "since": "2026-01-04T12:00:00.000000+00:00"}]},
    {2: "int key", 1.5: "float key", True: "bool key"}, {None: "none key"},
    [[[[]]]], ("a", "tuple"),
]


@pytest.mark.parametrize("value", JSON_VALUES)
def test_to_json_writes_what_json_dumps_writes(value: Any) -> None:
    assert to_json(value) == json.dumps(value, separators=(",", ":"), sort_keys=True)


def test_to_json_refuses_what_json_dumps_refuses() -> None:
    looped: list[Any] = []
    looped.append(looped)
    unsortable = {"a": 1, 2: 2}
    for bad in (looped, unsortable, {"set": {1}}, object()):
        with pytest.raises((ValueError, TypeError)) as ours:
            to_json(bad)
        with pytest.raises((ValueError, TypeError)) as theirs:
            json.dumps(bad, separators=(",", ":"), sort_keys=True)
        assert type(ours.value) is type(theirs.value) and str(ours.value) == str(theirs.value)
    assert to_json([1, {"a": 2}]) == "[1,{\"a\":2}]"  # nothing left over from a refused value


@pytest.mark.parametrize("text", [
    "{}", "[]", "null", "true", "1", "-2.5e3", '"x"', '{"a": 1}', ' {"a": 1} ', '{"a":1}\n', "\n[1, 2]",
    '{"n":1}', '{"a": NaN, "b": Infinity}', '"\\u00e9\\ud83d\\ude00"', '{"a": {"a": {"a": []}}}',
    b'{"bytes": 1}',
])
def test_from_json_reads_what_json_loads_reads(text: str | bytes) -> None:
    ours, theirs = from_json(text), json.loads(text)  # type: ignore[arg-type]
    assert json.dumps(ours) == json.dumps(theirs) and type(ours) is type(theirs)


@pytest.mark.parametrize("text", ["", " ", "{", '{"a": 1} x', "[1,]", "nul", "{'a': 1}", '{"a" 1}', "01"])
def test_from_json_refuses_what_json_loads_refuses(text: str) -> None:
    with pytest.raises(json.JSONDecodeError) as ours:
        from_json(text)
    with pytest.raises(json.JSONDecodeError) as theirs:
        json.loads(text)
    assert str(ours.value) == str(theirs.value)
    assert from_json(None) is None
