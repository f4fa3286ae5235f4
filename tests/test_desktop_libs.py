"""Linux start-up: a missing library of Qt's xcb plugin is named with its Debian package."""

import re
from pathlib import Path

from app import desktop_libs

ROOT = Path(__file__).resolve().parent.parent
X11 = {"DISPLAY": ":0"}


def test_xcb_is_checked_only_when_qt_will_use_it():
    assert desktop_libs.uses_xcb({"DISPLAY": ":0"}, "linux")
    assert desktop_libs.uses_xcb({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w"}, "linux")
    assert not desktop_libs.uses_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not desktop_libs.uses_xcb({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not desktop_libs.uses_xcb({"DISPLAY": ":0"}, "win32")


def test_missing_xcb_cursor_names_the_library_and_the_apt_get_line(monkeypatch):
    monkeypatch.setattr(desktop_libs, "_loadable", lambda soname: soname != "libxcb-cursor.so.0")
    message = desktop_libs.startup_problem(X11, "linux")
    assert "libxcb-cursor.so.0" in message
    assert "sudo apt-get install libxcb-cursor0\n" in message


def test_several_missing_libraries_are_all_named_in_one_install_line(monkeypatch):
    gone = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libEGL.so.1"}
    monkeypatch.setattr(desktop_libs, "_loadable", lambda soname: soname not in gone)
    message = desktop_libs.startup_problem(X11, "linux")
    assert all(name in message for name in gone)
    assert "sudo apt-get install libegl1 libxcb-icccm4 libxcb-keysyms1" in message


def test_the_start_up_message_and_the_short_hint_give_the_same_install_command(monkeypatch):
    gone = {"libxcb-keysyms.so.1", "libEGL.so.1"}
    monkeypatch.setattr(desktop_libs, "_loadable", lambda soname: soname not in gone)
    message = desktop_libs.startup_problem(X11, "linux")
    hint = desktop_libs.install_hint("libxcb-keysyms.so.1 and libEGL.so.1 cannot be opened")
    command = "sudo apt-get install libegl1 libxcb-keysyms1"
    assert f"    {command}\n" in message
    assert hint == f"(Debian/Ubuntu: {command})"


def test_nothing_to_say_when_all_is_installed_or_not_on_linux(monkeypatch):
    monkeypatch.setattr(desktop_libs, "_loadable", lambda soname: True)
    monkeypatch.setattr(desktop_libs, "_display_opens", lambda display: True)
    assert desktop_libs.startup_problem(X11, "linux") is None
    monkeypatch.setattr(desktop_libs, "_loadable", lambda soname: False)
    assert desktop_libs.startup_problem({}, "win32") is None
    assert desktop_libs.startup_problem({}, "darwin") is None


def test_an_x_display_that_does_not_answer_is_named(monkeypatch):
    monkeypatch.setattr(desktop_libs, "_loadable", lambda soname: True)
    assert not desktop_libs._display_opens(":77")  # nothing listens there
    message = desktop_libs.startup_problem({"DISPLAY": ":77"}, "linux")
    assert "Cannot open the display :77" in message and "--screenshot" in message
    message = desktop_libs.startup_problem({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert "Cannot open the display (DISPLAY is not set)" in message


def test_no_display_at_all_says_so_instead_of_a_qt_abort():
    message = desktop_libs.startup_problem({}, "linux")
    assert "no graphical display" in message and "--self-test" in message


def test_readme_lists_every_debian_package_the_check_can_ask_for():
    readme = (ROOT / "README.md").read_text()
    block = readme.split("### Linux desktop libraries", 1)[1].split("```", 2)[1]
    listed = set(re.findall(r"lib[\w.+-]+", block.replace("\\\n", " ")))
    wanted = (set(desktop_libs.XCB_LIBRARIES.values()) | set(desktop_libs.GUI_LIBRARIES.values())
              | set(desktop_libs.WAYLAND_LIBRARIES.values()))
    assert wanted <= listed, f"README misses {sorted(wanted - listed)}"


def test_an_error_naming_a_qt_library_gets_its_debian_package():
    assert desktop_libs.install_hint("libxcb-cursor.so.0: cannot open shared object file") == \
        "(Debian/Ubuntu: sudo apt-get install libxcb-cursor0)"
    assert desktop_libs.install_hint("KeyError: 'missing'") == ""


WAYLAND = {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}


def test_a_wayland_desktop_without_x11_names_the_missing_wayland_library(monkeypatch):
    monkeypatch.setattr(desktop_libs, "_loadable", lambda soname: soname != "libwayland-cursor.so.0")
    message = desktop_libs.startup_problem(WAYLAND, "linux")
    assert "Qt's Wayland platform plugin" in message and "libwayland-cursor.so.0" in message
    assert "sudo apt-get install libwayland-cursor0\n" in message
    forced = desktop_libs.startup_problem({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "w"},
                                          "linux")
    assert "libwayland-cursor.so.0" in forced


def test_wayland_libraries_do_not_matter_when_qt_can_fall_back_to_x11(monkeypatch):
    monkeypatch.setattr(desktop_libs, "_loadable", lambda soname: "wayland" not in soname)
    monkeypatch.setattr(desktop_libs, "_display_opens", lambda display: True)
    assert desktop_libs.uses_wayland(WAYLAND, "linux")
    assert desktop_libs.startup_problem({**WAYLAND, "DISPLAY": ":0"}, "linux") is None
    assert desktop_libs.startup_problem({"DISPLAY": ":0"}, "linux") is None  # an X11 session
    assert not desktop_libs.uses_wayland({"QT_QPA_PLATFORM": "xcb;wayland", **WAYLAND}, "linux")
