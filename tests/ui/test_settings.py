"""The app's settings, declared once in app/ui/settings.py with their keys, types and
defaults: the keys an earlier version saved still load, and a value of another type reads
as the default."""

from PySide6.QtCore import QByteArray, QSettings

from app.ui import settings


def _store(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_each_setting_has_its_own_key_and_the_keys_are_those_saved_before():
    keys = [s.key for s in settings.ALL]
    assert len(set(keys)) == len(keys)
    assert set(keys) == {"window/geometry", "window/docks", "recentFiles", "rosters/folder",
                         "tableScreen/turn", "tableScreen/screen", "ui/language"}


def test_values_come_back_with_their_type_and_a_missing_one_is_the_default(tmp_path):
    store = _store(tmp_path)
    assert settings.GEOMETRY.get(store) is None and settings.RECENT_FILES.get(store) == []
    settings.GEOMETRY.set(QByteArray(b"\x01\x02"), store)
    settings.RECENT_FILES.set(["/a.json", "/b.json"], store)
    settings.ROSTER_FOLDER.set("/rosters", store)
    again = _store(tmp_path)
    assert settings.GEOMETRY.get(again) == QByteArray(b"\x01\x02")
    assert settings.RECENT_FILES.get(again) == ["/a.json", "/b.json"]
    assert settings.ROSTER_FOLDER.get(again) == "/rosters"


def test_a_value_saved_by_hand_or_an_older_version_reads_sensibly(tmp_path):
    store = _store(tmp_path)
    store.setValue("recentFiles", "/only.json")  # an ini file gives one item back as text
    store.setValue("window/geometry", "not a geometry")
    assert settings.RECENT_FILES.get(store) == ["/only.json"]
    assert settings.GEOMETRY.get(store) is None
    settings.RECENT_FILES.remove(store)
    assert settings.RECENT_FILES.get(store) == []
