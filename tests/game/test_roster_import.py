"""Roster import (issue 18): BattleScribe / New Recruit ``.ros``, ``.rosz`` and JSON, and
Trench Companion warbands, for Trench Crusade and Mordheim, with their bases (G1, G3) and
the Mordheim warband rating (M2, M6); everything else refused in one sentence naming the file.

The real files of ``../shared/real-rosters/`` are read from there (skipped where absent);
the Trench Crusade and Mordheim rosters are built by tests/rosterkit.py from the real
catalogues, the way the tools export them."""

from __future__ import annotations

import json
import zipfile

import pytest

from app.game.labels import roster_models
from app.game.roster_import import RosterImportError, import_bytes, import_roster
from app.game.roster_import.bases import mordheim_base, parse_base_text, tc_table
from app.game.rosters import RosterFileError, load_roster, save_roster
from app.rules.bases import Base
from rosterkit import (
    member, model, need_real, real_files, ros_text, roster_doc, unit, write_companion,
    write_nr_json, write_ros, write_rosz,
)

OVAL_60_30 = Base("oval", length_mm=60, width_mm=30)


# -- the real files ----------------------------------------------------------------------------
REFUSALS = {
    "aos-skaven.bs.rosz": "this is an Age of Sigmar roster; Table Marshal plays Trench "
                          "Crusade and Mordheim",
    "40k-genestealers.bs.rosz": "this is a Warhammer 40,000 8th Edition roster",
    "40k-ravenwing-bikes.bs.rosz": "this is a Warhammer 40,000 8th Edition roster",
    "2k-KB.nr.json": "this is an Age of Sigmar 4.0 roster",
    "2k-KB.nr.ros": "this is an Age of Sigmar 4.0 roster",
    "2k-KB.nr.rosz": "this is an Age of Sigmar 4.0 roster",
    ".cat": "catalogue",
    ".gst": "game system",
    "model.json": "Trench Companion's own game data",
    "modelvariant.json": "Trench Companion's own game data",
    "factionmodelrelationship.json": "Trench Companion's own game data",
    ".csv": "not a roster",
    ".md": "not a roster",
}


@pytest.mark.parametrize("path", real_files(), ids=lambda p: p.name)
def test_every_real_file_is_refused_in_one_sentence_naming_it(path):
    """None of the real files is a Trench Crusade or Mordheim roster: other game systems are
    refused by name, catalogues and Companion data as what they are; never a traceback."""
    with pytest.raises(RosterImportError) as caught:
        import_roster(path)
    text = str(caught.value)
    assert text.startswith(str(path)) and "\n" not in text and "Traceback" not in text
    words = REFUSALS.get(path.name) or REFUSALS[path.suffix]
    assert words in text


def test_real_files_are_all_there():
    need_real()
    assert len(real_files()) >= 22


def test_new_recruit_xml_zip_and_json_of_one_roster_read_alike(monkeypatch):
    """The real New Recruit export as .ros, .rosz and JSON: the XML is read as New Recruit's
    JSON has it, so all three give the same models (their game system allowed for the test,
    and its model selections taken as models: an Age of Sigmar profile has no Movement)."""
    real = need_real()
    import app.game.roster_import.battlescribe as bs

    monkeypatch.setattr(bs, "system_of", lambda *a: "trench-crusade")
    monkeypatch.setattr(bs._Walk, "is_model", lambda self, s, kind: True)
    rosters = [import_roster(real / "newrecruit-export" / f"2k-KB.nr.{ext}")
               for ext in ("ros", "rosz", "json")]
    assert rosters[0].models == rosters[1].models == rosters[2].models
    r = rosters[2]
    assert r.faction == "Kruleboyz" and r.source.tool == "New Recruit"
    # the points sit on each unit; its models carry none: the unit's cost is shared out
    gutrippaz = [e for e in r.models if e.unit == "Gutrippaz"]
    assert sum(e.count for e in gutrippaz) == 40
    assert sum(e.count * e.cost for e in r.models if e.unit == "Kruleboyz Monsta-killaz") == 120


# -- Mordheim ----------------------------------------------------------------------------------
def skaven_doc():
    return roster_doc("mordheim", "Skaven.cat", [
        model("Assassin Adept", custom="Skrit the Quick"), model("Eshin Sorcerer"),
        model("Black Skaven"), model("Black Skaven"),
        unit("Verminkin", model("Verminkin", 5)),
        unit("Giant Rats", model("Giant Rats", 3), custom="Pack of Fangs"),
        model("Rat Ogre")], name="Clan Eshin", extra_costs={"Warband Rating": 20})


def test_a_mordheim_battlescribe_roster_keeps_its_warband_rating_not_its_gold(tmp_path):
    """M2/M6: the rating is the Warband Rating total (5 a warrior, 20 the Rat Ogre, plus
    experience), never the gold crowns; cost names with their stray space are understood."""
    doc = skaven_doc()
    assert {c["name"] for c in doc["costs"]} >= {" gc", " Warband Rating"}
    roster = import_roster(write_ros(doc, tmp_path / "eshin.ros"))
    assert roster.system == "mordheim" and roster.faction == "Skaven (1a)"
    assert roster.model_count == 13
    assert roster.rating == 12 * 5 + 20 + 20 and roster.total_cost == 540
    by_name = {e.name: e for e in roster.models}
    assert by_name["Skrit the Quick"].cost == 60  # the custom name, the Adept's price
    assert by_name["Black Skaven"].count == 2
    assert (by_name["Verminkin"].unit, by_name["Verminkin"].count) == ("Verminkin", 5)
    assert by_name["Giant Rats"].unit == "Pack of Fangs"
    # Mordheim data has no bases: every one is a guess, the Rat Ogre's larger
    assert {e.base_source for e in roster.models} == {"guess"}
    assert by_name["Rat Ogre"].base == Base.round(40)
    assert by_name["Verminkin"].base == Base.round(25)
    assert roster.source.file == "eshin.ros" and roster.source.tool == "BattleScribe"
    assert roster.source.revision == "16"


def test_a_mordheim_roster_round_trips_as_a_v3_roster_file(tmp_path):
    roster = import_roster(write_rosz(skaven_doc(), tmp_path / "eshin.rosz"))
    save_roster(roster, tmp_path / "eshin.json")
    doc = json.loads((tmp_path / "eshin.json").read_text(encoding="utf-8"))
    assert doc["version"] == 3 and doc["rating"] == 100 and doc["faction"] == "Skaven (1a)"
    assert doc["source"] == {"file": "eshin.rosz", "tool": "BattleScribe", "revision": "16"}
    assert {m["base_source"] for m in doc["models"]} == {"guess"}
    assert load_roster(tmp_path / "eshin.json") == roster


def test_mordheim_base_table_guesses_large_creatures_larger():
    assert mordheim_base("Troll").base == Base.round(40)
    assert mordheim_base("Orc Boyz").base == Base.round(25)
    assert mordheim_base("Something Huge", large=True).base == Base.round(40)
    assert all(mordheim_base(n).source == "guess" for n in ("Troll", "Zealots"))


# -- Trench Crusade ----------------------------------------------------------------------------
def grail_doc():
    return roster_doc("trench-crusade", "Black Grail.cat", [
        model("Lord of Tumours"), model("Plague Knight", custom="Brother Pus"),
        model("Plague Knight", 3), model("Hound of the Black Grail", 2),
        model("Grail Thrall", 4)], name="The Buzzing Host")


def test_a_trench_crusade_new_recruit_export_brings_its_bases_and_ducats(tmp_path):
    roster = import_roster(write_nr_json(grail_doc(), tmp_path / "host.json"))
    assert roster.system == "trench-crusade" and roster.faction == "Black Grail"
    assert roster.source.tool == "New Recruit" and roster.source.revision == "17"
    assert roster.model_count == 11 and roster.rating == roster.total_cost == 580
    by_name = {e.name: e for e in roster.models}
    assert by_name["Hound of the Black Grail"].base == OVAL_60_30  # "30x60mm", long axis first
    assert by_name["Hound of the Black Grail"].base_source == "roster"
    assert (by_name["Plague Knight"].count, by_name["Brother Pus"].count) == (3, 1)
    assert by_name["Lord of Tumours"].base == Base.round(50)
    # the catalogue gives the Grail Thrall no Base profile: the app's table does
    assert (by_name["Grail Thrall"].base, by_name["Grail Thrall"].base_source) == \
        (Base.round(25), "table")
    assert by_name["Hound of the Black Grail"].label == "HBG"


def test_a_trench_crusade_rosz_prices_each_model_with_its_upgrades(tmp_path):
    doc = roster_doc("trench-crusade", "Trench Pilgrims.cat", [
        model("War Prophet", custom="Prophet Amos"),
        model("Trench Pilgrim", 5, upgrades=("Bayonet Lug",)), model("Anchorite Shrine")])
    roster = import_roster(write_rosz(doc, tmp_path / "pilgrims.rosz"))
    pilgrims = next(e for e in roster.models if e.name == "Trench Pilgrim")
    assert (pilgrims.count, pilgrims.cost) == (5, 30 + 2)
    assert next(e for e in roster.models if e.name == "Anchorite Shrine").base == \
        Base.round(60)
    assert roster.rating == 80 + 5 * 32 + 140


def test_the_format_is_told_from_the_content_not_the_name(tmp_path):
    path = write_rosz(grail_doc(), tmp_path / "host.json")  # a ZIP, whatever its name says
    assert import_roster(path).model_count == 11
    path = write_ros(grail_doc(), tmp_path / "host.rosz")
    assert import_roster(path).model_count == 11


# -- Trench Companion --------------------------------------------------------------------------
def test_a_trench_companion_warband_takes_bases_from_the_table(tmp_path):
    path = write_companion(tmp_path / "Grail.json", "Grail Host", "fc_cultoftheblackgrail", [
        member("md_lordoftumors", 130),
        member("md_plagueknight", 60, name="Sir Rot", glory=2),
        member("md_grailthrall", 25, state="reserved"),
        member("md_grailthrall", 25, state="dead"),
        member("md_grailthrall", 25),
    ])
    roster = import_roster(path)
    assert roster.system == "trench-crusade" and roster.faction == "Cult of the Black Grail"
    assert roster.source.tool == "Trench Companion"
    knight = next(e for e in roster.models if e.name == "Sir Rot")
    assert (knight.base, knight.base_source, knight.glory) == (Base.round(32), "table", 2)
    lord = next(e for e in roster.models if e.name == "Lord of Tumours")
    assert lord.base_source == "guess"  # 50 or 40 mm: the player picks
    statuses = sorted(e.status for e in roster.models if e.name == "Grail Thrall")
    assert statuses == ["", "dead", "reserved"]
    # reserved and dead models are in the roster but not put in the set-up tray
    models, _ = roster_models(roster, "p")
    assert len(models) == 3 and sum(1 for m in models if m.name.startswith("Grail")) == 1


def test_a_companion_base_choice_and_disagreeing_sources(tmp_path):
    path = write_companion(tmp_path / "Lion.json", "Rihla", "fc_ironsultanate", [
        member("md_lionofjabir", 100, base=[30, 60]), member("md_artillerywitch", 50)])
    roster = import_roster(path)
    lion, witch = roster.models
    assert (lion.base, lion.base_source) == (OVAL_60_30, "roster")
    assert witch.base_source == "guess"  # Companion 25 mm, New Recruit 32 mm
    assert roster.faction == "Iron Sultanate" and roster.rating == 150
    assert tc_table().by_id("md_lionofjabir").source == "guess"


# -- bases ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, base", [
    ("25mm", Base.round(25)), ("40 mm", Base.round(40)), ("32", Base.round(32)),
    ("30x60mm", OVAL_60_30), ("60x30 mm", OVAL_60_30), ("120x80mm", Base("oval", length_mm=120,
                                                                          width_mm=80)),
])
def test_base_texts_parse_with_ovals_long_axis_first(text, base):
    assert parse_base_text(text) == base


@pytest.mark.parametrize("text", ["", "big", "2mm", "25mm round-ish", "0x30"])
def test_bad_base_texts_are_refused_in_words(text):
    with pytest.raises(ValueError, match="base"):
        parse_base_text(text)


def test_a_roster_base_that_cannot_be_read_falls_back_to_the_table(tmp_path):
    doc = grail_doc()
    knight = doc["forces"][0]["selections"][1]
    for profile in knight["profiles"]:
        for ch in profile["characteristics"]:
            if ch["name"] == "Base":
                ch["$text"] = "see model"
    roster = import_bytes(ros_text(doc).encode(), tmp_path / "x.ros")
    pus = next(e for e in roster.models if e.name == "Brother Pus")
    assert (pus.base, pus.base_source) == (Base.round(32), "table")


# -- safety --------------------------------------------------------------------------------------
def test_a_zip_bomb_is_refused_without_unpacking(tmp_path):
    path = tmp_path / "bomb.rosz"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("bomb.ros", b"<" + b" " * (64 * 1024 * 1024))
    assert path.stat().st_size < 1024 * 1024
    with pytest.raises(RosterImportError, match="without unpacking"):
        import_roster(path)


@pytest.mark.parametrize("names, words", [
    (["a.ros", "b.ros"], "exactly one .ros; this ZIP holds 2"),
    (["../../evil.ros"], "not one plain .ros"),
    (["notes.txt"], "not one plain .ros"),
])
def test_a_rosz_must_hold_exactly_one_plain_ros(tmp_path, names, words):
    path = tmp_path / "x.rosz"
    with zipfile.ZipFile(path, "w") as z:
        for name in names:
            z.writestr(name, ros_text(grail_doc()))
    with pytest.raises(RosterImportError, match=words):
        import_roster(path)


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE roster [<!ENTITY a "hahahahahahahaha">""" + "".join(
    f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">' for i in range(9)) + """]>
<roster xmlns="http://www.battlescribe.net/schema/rosterSchema" name="&j;"/>"""


def test_a_billion_laughs_roster_is_refused_without_expanding(tmp_path):
    path = tmp_path / "laughs.ros"
    path.write_text(BILLION_LAUGHS, encoding="utf-8")
    with pytest.raises(RosterImportError, match="without expanding anything"):
        import_roster(path)


def test_an_external_entity_is_never_fetched(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("the club's treasury", encoding="utf-8")
    path = tmp_path / "external.ros"
    path.write_text(f"""<?xml version="1.0"?>
<!DOCTYPE roster [<!ENTITY x SYSTEM "file://{secret}">]>
<roster xmlns="http://www.battlescribe.net/schema/rosterSchema" name="&x;"
 gameSystemId="sys-4f3d-c5c9-7df1-ad01"/>""", encoding="utf-8")
    with pytest.raises(RosterImportError) as caught:
        import_roster(path)
    assert "treasury" not in str(caught.value) and "document type" in str(caught.value)


def test_truncated_files_are_refused_in_one_sentence(tmp_path):
    text = ros_text(grail_doc())
    ros = tmp_path / "cut.ros"
    ros.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(RosterImportError, match="broken or cut short"):
        import_roster(ros)
    rosz = write_rosz(grail_doc(), tmp_path / "cut.rosz")
    rosz.write_bytes(rosz.read_bytes()[:200])
    with pytest.raises(RosterImportError, match="rosz"):
        import_roster(rosz)
    js = write_nr_json(grail_doc(), tmp_path / "cut.json")
    js.write_bytes(js.read_bytes()[:300])
    with pytest.raises(RosterImportError, match="JSON is broken or cut short"):
        import_roster(js)


def test_an_oversized_file_is_refused_unread(tmp_path):
    path = tmp_path / "huge.ros"
    with open(path, "wb") as handle:
        handle.truncate(5 * 1024 * 1024)  # sparse: nothing to read, and nothing is read
    with pytest.raises(RosterImportError, match="was not read"):
        import_roster(path)


def test_a_roster_of_another_system_named_only_by_name_is_refused_by_name():
    doc = grail_doc()
    doc["gameSystemId"] = "unknown"
    doc["gameSystemName"] = "Necromunda"
    with pytest.raises(RosterImportError, match="this is a Necromunda roster"):
        import_bytes(ros_text(doc).encode(), "n.ros")
    doc["gameSystemName"] = "Trench Crusade (beta)"
    assert import_bytes(ros_text(doc).encode(), "n.ros").system == "trench-crusade"


# -- the app's own files -----------------------------------------------------------------------
def test_a_v1_roster_file_is_migrated_on_open(tmp_path):
    path = tmp_path / "old.json"
    path.write_text(json.dumps({
        "format": "table-marshal/roster", "version": 1, "name": "Raiders", "system": "mordheim",
        "warband": "Skaven", "colour": "#009E73", "mark": "S",
        "models": [{"name": "Rat Ogre", "unit": "", "base": {"shape": "round",
                                                               "diameter_mm": 40},
                    "count": 1, "cost": 210, "label": "RO"}]}), encoding="utf-8")
    roster = load_roster(path)
    assert roster.rating is None and roster.faction == "" and roster.source is None
    assert roster.models[0].base_source == "" and roster.models[0].status == ""
    assert import_roster(path) == roster  # Import… opens the app's own files too
    save_roster(roster, tmp_path / "new.json")
    doc = json.loads((tmp_path / "new.json").read_text(encoding="utf-8"))
    assert doc["version"] == 3 and doc["models"][0]["label"] == "RO"
    assert load_roster(tmp_path / "new.json") == roster


def test_a_v2_roster_with_a_bad_status_names_the_field(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({
        "format": "table-marshal/roster", "version": 2, "name": "x", "models": [
            {"name": "Rat", "base": {"shape": "round", "diameter_mm": 25},
             "status": "asleep"}]}), encoding="utf-8")
    with pytest.raises(RosterFileError) as caught:
        load_roster(path)
    assert caught.value.field == "models[0].status"
