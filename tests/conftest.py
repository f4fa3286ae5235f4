"""Shared test set-up: Qt runs offscreen, so the suite needs no display; user data and
settings (autosaves, recent files) and logs (the log file, crash reports) go to a throwaway folder, never the tester's own."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the app follows the system's language (app.ui.translations): the tests read English
# whatever the tester's LANG or LC_ALL (Qt takes the user-interface language from LANGUAGE
# first); a test of a language sets its own (tests/ui/test_translations.py)
os.environ["LANGUAGE"] = "en"
from app.ui.application import paint_on_one_thread  # noqa: E402 - before Qt, as the app does

paint_on_one_thread()

_HOME = tempfile.mkdtemp(prefix="table-marshal-tests-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_STATE_HOME"] = os.path.join(_HOME, "state")  # the log folder, crash reports
os.environ["XDG_CACHE_HOME"] = os.path.join(_HOME, "cache")
