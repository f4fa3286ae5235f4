"""Issue 34: a scenario file's own translations (``[translations.<code>]``), validated with
the rest of the file: a broken section is one line naming the file and the field; every
shipped scenario reads in German and French; the game keeps the English."""

from __future__ import annotations

import pytest

from app.game.scenario_translations import shown_scenario
from app.game.scenario_words import counter_words, note_text, scenario_text, shown_name
from app.game.scenarios import ScenarioError, bundled_scenarios, load_scenario
from app.paths import scenarios_dir

LOOTERS = (scenarios_dir() / "the-looters.toml").read_text(encoding="utf-8")
ENGLISH = LOOTERS.split("\n# Translations")[0] + "\n"


@pytest.mark.parametrize("section,field,words", [
    ('[translations.de]\nvictory = ["nur eine"]\n', "translations.de.victory",
     "expected 2 lines, one for each line of victory, got 1"),
    ('[translations.de]\nnam = "Die Plünderer"\n', "translations.de.nam", "unknown field"),
    ('[translations.deu]\nname = "Die Plünderer"\n', "translations.deu",
     "two-letter language code"),
    ('[translations.de.counters.crate]\nname = "Kiste"\n', "translations.de.counters.crate",
     "expected the id of one of the scenario's counters (supply-crate)"),
    ('[translations.de]\nname = ""\n', "translations.de.name", "at least 1 character"),
    ('[translations.de.parameters.crate-size]\ndefault = "20"\n',
     "translations.de.parameters.crate-size.default", "only a text parameter's default"),
])
def test_a_bad_translations_section_is_one_line_naming_file_and_field(
        tmp_path, section, field, words):
    path = tmp_path / "the-looters.toml"
    path.write_text(ENGLISH + section, encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    err = caught.value
    assert err.field == field and words in err.message
    assert "\n" not in str(err) and str(err).startswith(f"{path}: {field}: ")


def test_without_a_translations_section_the_file_is_as_before(tmp_path):
    path = tmp_path / "the-looters.toml"
    path.write_text(ENGLISH, encoding="utf-8")
    s = load_scenario(path)
    assert s.translations == {} and shown_scenario(s, "de") is s


@pytest.mark.parametrize("language", ["de", "fr"])
def test_every_shipped_scenario_reads_in_german_and_french(language):
    for s in bundled_scenarios():
        shown = shown_scenario(s, language)
        assert language in s.translations, s.id
        assert shown.name != s.name or s.name == "Centre", s.id
        pairs = list(zip([shown.summary, *shown.victory, *shown.notes, shown.deployment.text],
                         [s.summary, *s.victory, *s.notes, s.deployment.text]))
        assert [e for t, e in pairs if e.strip() and t == e] == [], s.id
        for key in ("features", "objectives", "counters", "parameters"):
            for mine, english in zip(getattr(shown, key), getattr(s, key)):
                texts = ("name", "text") if key != "parameters" else ("label",)
                for f in texts:
                    assert getattr(english, f) == "" or getattr(mine, f) != getattr(english, f) \
                        or getattr(english, f) == "Centre", (s.id, key, english.id, f)
        assert shown.id == s.id and shown.table == s.table  # only its words change

def test_a_games_english_texts_are_looked_up_when_shown():
    assert scenario_text("the-looters", "The Looters", "de") == "Die Plünderer"
    assert scenario_text("the-looters", "The Looters", "en") == "The Looters"
    assert shown_name("the-looters", "Supply crate A1", "fr") == "Caisse de ravitaillement A1"
    assert counter_words("the-looters", "Supply crate", "de") == ("Nachschubkiste",
                                                                  "Nachschubkisten")
    assert counter_words("the-looters", "Supply crate", "en") == ("supply crate",
                                                                  "supply crates")
    note = "How crates score: Agree before the game (not in the public summary)"
    assert note_text("the-looters", note, "de") == (
        "Wie Kisten punkten: Vor dem Spiel absprechen (nicht in der öffentlichen "
        "Zusammenfassung)")
    assert scenario_text("no-such-scenario", "The Looters", "de") == "The Looters"
