"""Hypothesis: mutated scenario files always get one ScenarioError naming file and field,
never another exception and never a crash (issue 4)."""

from __future__ import annotations

import json
import math
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app import paths
from app.game.scenarios import Scenario, ScenarioError, load_scenario, parse_scenario

BUNDLED = sorted(paths.scenarios_dir().glob("*.toml"))
DATA = {p.stem: tomllib.loads(p.read_text(encoding="utf-8")) for p in BUNDLED}
FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


# -- a tiny TOML writer (inline tables only), enough to write any mutated document -------------
def toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)  # JSON string escapes are valid TOML basic-string escapes
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{json.dumps(k)} = {toml_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(type(v))


def to_toml(doc: dict[str, Any]) -> str:
    return "".join(f"{json.dumps(k)} = {toml_value(v)}\n" for k, v in doc.items())


# -- paths into a document -----------------------------------------------------------------------
Path_ = tuple[Any, ...]


def walk(node: Any, here: Path_ = ()) -> list[tuple[Path_, Any]]:
    out = [(here, node)] if here else []
    if isinstance(node, dict):
        for k, v in node.items():
            out += walk(v, here + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += walk(v, here + (i,))
    return out


def field_name(path: Path_) -> str:
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else ("." if text else "") + part
    return text


def copy(v: Any) -> Any:
    return json.loads(json.dumps(v))  # bundled data holds no NaN, so this is exact


def get(doc: Any, path: Path_) -> Any:
    for part in path:
        doc = doc[part]
    return doc


def put(doc: Any, path: Path_, value: Any) -> None:
    get(doc, path[:-1])[path[-1]] = value


def type_class(v: Any) -> str:
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, (int, float)):
        return "number"
    return type(v).__name__


SAMPLES = {"bool": True, "number": 7, "str": "seven", "list": [1, "two"], "dict": {"a": 1}}


def load_written(tmp_path: Path, name: str, doc: dict[str, Any]) -> Scenario:
    p = tmp_path / f"{name}.toml"
    p.write_text(to_toml(doc), encoding="utf-8")
    return load_scenario(p)


def refused(tmp_path: Path, name: str, doc: dict[str, Any]) -> ScenarioError:
    p = tmp_path / f"{name}.toml"
    with pytest.raises(ScenarioError) as err:
        load_written(tmp_path, name, doc)
    assert str(err.value).startswith(str(p) + ": ")
    assert "\n" not in str(err.value) and err.value.message
    return err.value


# -- tests ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(DATA))
def test_writer_round_trips_every_bundled_scenario(tmp_path, name):
    """The fuzzer's files mean what the bundled ones mean (else its findings are noise)."""
    original = load_scenario(paths.scenarios_dir() / f"{name}.toml")
    assert load_written(tmp_path, name, copy(DATA[name])).model_dump() == original.model_dump()


scenario_names = st.sampled_from(sorted(DATA))


@FUZZ
@given(name=scenario_names, data=st.data())
def test_wrong_type_is_named(tmp_path, name, data):
    doc = copy(DATA[name])
    path, value = data.draw(st.sampled_from(walk(doc)))
    wrong = data.draw(st.sampled_from(
        [k for k in SAMPLES if k != type_class(value)]))
    put(doc, path, copy(SAMPLES[wrong]))
    err = refused(tmp_path, name, doc)
    assert err.field == field_name(path), (path, wrong, str(err))


@FUZZ
@given(name=scenario_names, data=st.data(),
       bad=st.sampled_from([math.nan, math.inf, -math.inf, 10**30, -10**30, 1e300, 10**18]))
def test_nan_inf_and_huge_numbers_are_named(tmp_path, name, data, bad):
    doc = copy(DATA[name])
    numbers = [(p, v) for p, v in walk(doc) if type_class(v) == "number"]
    path, _ = data.draw(st.sampled_from(numbers))
    put(doc, path, bad)
    err = refused(tmp_path, name, doc)
    assert err.field == field_name(path), (path, bad, str(err))


@FUZZ
@given(name=scenario_names, data=st.data(),
       key=st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=12))
def test_unknown_keys_are_named(tmp_path, name, data, key):
    doc = copy(DATA[name])
    tables = [((), doc)] + [(p, v) for p, v in walk(doc) if isinstance(v, dict)
                            and not _keyed_by_name(p)]
    path, table = data.draw(st.sampled_from(tables))
    key = "zz_" + key  # no real field starts with zz_ (x_ would hit x_in)
    table[key] = 1
    err = refused(tmp_path, name, doc)
    assert err.field == field_name(path + (key,))
    assert "unknown field" in err.message


def _keyed_by_name(path: tuple) -> bool:
    """Tables whose keys are names, not fields: ``translations`` (language codes) and a
    translation's ``features`` / ``objectives`` / ``counters`` / ``parameters`` (ids)."""
    return path[-1:] == ("translations",) or (len(path) == 3 and path[0] == "translations")


@FUZZ
@given(name=scenario_names, data=st.data())
def test_missing_keys_never_crash(tmp_path, name, data):
    doc = copy(DATA[name])
    keys = [((), k) for k in doc] + [
        (p, k) for p, v in walk(doc) if isinstance(v, dict) for k in v]
    path, key = data.draw(st.sampled_from(keys))
    del get(doc, path)[key]
    try:
        load_written(tmp_path, name, doc)  # an optional key: still a valid scenario
    except ScenarioError as err:
        assert err.field, str(err)
        assert str(err).startswith(str(tmp_path / f"{name}.toml"))
        if key in ("format", "version", "id", "name", "system", "victory", "table", "players",
                   "deployment") and not path:
            assert err.field == key


@FUZZ
@given(name=scenario_names, dimension=st.sampled_from(["width_in", "depth_in"]),
       size=st.sampled_from([0, -1.0, -48, 5.0, 11.9, 240.5, 1e9, math.nan, math.inf, "wide"]))
def test_wrong_table_sizes_are_named(tmp_path, name, dimension, size):
    doc = copy(DATA[name])
    doc["table"][dimension] = size
    err = refused(tmp_path, name, doc)
    assert err.field == f"table.{dimension}"


@FUZZ
@given(name=scenario_names, data=st.data())
def test_depth_longer_than_width_or_too_small_for_mordheim(tmp_path, name, data):
    doc = copy(DATA[name])
    width = doc["table"]["width_in"]
    doc["table"]["depth_in"] = data.draw(st.floats(width + 0.01, 240.0))
    assert refused(tmp_path, name, doc).field == "table.depth_in"
    if doc["system"] == "mordheim":
        doc = copy(DATA[name])
        doc["table"]["width_in"] = data.draw(st.floats(48.0, 71.9))
        assert refused(tmp_path, name, doc).field == "table"


toml_scalars = st.one_of(st.booleans(), st.integers(), st.floats(), st.text(max_size=20))
toml_docs = st.dictionaries(
    st.sampled_from(["format", "version", "id", "name", "system", "table", "players",
                     "deployment", "victory", "objectives", "junk"]),
    st.recursive(toml_scalars, lambda kids: st.lists(kids, max_size=3)
                 | st.dictionaries(st.text(max_size=8), kids, max_size=3), max_leaves=8),
    max_size=8)


@settings(FUZZ, max_examples=80)
@given(doc=toml_docs, right_format=st.booleans())
def test_arbitrary_documents_get_scenario_error_only(doc, right_format):
    if right_format:
        doc["format"] = "table-marshal/scenario"
    with pytest.raises(ScenarioError):
        parse_scenario(doc, "random.toml")


@FUZZ
@given(raw=st.one_of(st.binary(max_size=400), st.text(max_size=400).map(str.encode)))
def test_arbitrary_bytes_get_scenario_error_only(tmp_path, raw):
    p = tmp_path / "street-brawl.toml"
    p.write_bytes(raw)
    with pytest.raises(ScenarioError):
        load_scenario(p)
