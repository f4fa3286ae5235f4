"""One word for one thing in each catalogue (issue 33's newcomer trial): German calls
Exposure (R4) *Einsehbarkeit* in the menu, the legend, the set-up note and the drag's
sentence, never *Sichtbarkeit*; French names End turn *Finir le tour* in the menu, the
button, Edit ▸ Undo and the sentences that point to it; the Initiative holder's note reads
*Détient l'Initiative* (not the ambiguous *A l'Initiative*). Read from the .ts sources."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from app.ui.translations import app_translation_folder


def catalogue(lang: str) -> dict[tuple[str, str], str]:
    root = ET.parse(app_translation_folder() / f"table_marshal_{lang}.ts").getroot()
    out = {}
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            node = message.find("translation")
            forms = node.findall("numerusform") if node is not None else []
            text = " | ".join("".join(f.itertext()) for f in forms) if forms else \
                "".join(node.itertext()) if node is not None else ""
            out[(name, message.findtext("source"))] = text
    return out


def test_german_says_einsehbarkeit_for_exposure_everywhere():
    de = catalogue("de")
    assert de[("Actions", "E&xposure")] == "&Einsehbarkeit"
    assert de[("ExposureLegend", "Exposure for")].startswith("Einsehbarkeit")
    assert de[("SpotThreats", "exposed to {players}")].startswith("einsehbar")
    assert not [key for key, text in de.items() if "ichtbarkeit" in text]


def test_french_says_finir_le_tour_for_end_turn_everywhere():
    fr = catalogue("fr")
    for key in (("Actions", "&End turn"), ("TurnPanel", "End turn"), ("Undo", "End turn")):
        assert fr[key].replace("&", "") == "Finir le tour", key
    pointing = [key for key, text in fr.items()
                if "End turn" in key[1] and key[0] not in ("Actions", "TurnPanel", "Undo")]
    assert pointing
    for key in pointing:
        assert "Fin du tour" not in fr[key] and "Finir le tour" in fr[key], key
    assert fr[("PlayerRow", "Holds the Initiative: the highest card (C6)")].startswith(
        "Détient l'Initiative")
    assert not [key for key, text in fr.items() if "A l'Initiative" in text]
