"""Linux only: are the system libraries Qt's xcb (X11) platform plugin needs installed?

Without one of them Qt aborts with "Could not load the Qt platform plugin "xcb"", which names
neither the missing library nor the package to install. :func:`startup_problem` checks them
first, with ``ctypes``, and returns a message a club admin can act on (the library, the Debian
package and the ``apt-get`` line). Pure stdlib; imports no Qt (it must run before Qt loads).
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

GUI_LIBRARIES: dict[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libdbus-1.so.3": "libdbus-1-3",
}
"""Shared libraries (soname -> Debian package) that Qt's GUI library needs on any platform."""

XCB_LIBRARIES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}
"""Shared libraries (soname -> Debian package) that Qt's xcb platform plugin (libqxcb.so and
libQt6XcbQpa) links against, beyond :data:`GUI_LIBRARIES` (read from their ELF headers, Qt 6)."""


WAYLAND_LIBRARIES: dict[str, str] = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
}
"""Shared libraries (soname -> Debian package) that Qt's wayland platform plugin links against,
beyond :data:`GUI_LIBRARIES` (read from its ELF header, Qt 6); left to the system by the build.
(Its EGL client integration also wants ``libwayland-egl1``, but Qt draws without it.)"""


def _loadable(soname: str) -> bool:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen and (Path(frozen) / soname).exists():
        return True  # bundled next to Qt in the executable
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def _display_opens(display: str) -> bool:
    """True when libxcb can connect to the X display ``display`` (e.g. ``":0"``); an empty
    name fails (xcb would fall back to nothing useful). Connects and disconnects at once."""
    if not display:
        return False
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # cannot tell; the library check names libxcb if it is missing
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    conn = xcb.xcb_connect(display.encode(), None)
    if not conn:
        return False
    try:
        return xcb.xcb_connection_has_error(conn) == 0
    finally:
        xcb.xcb_disconnect(conn)  # also frees the error connection object


def apt_get_command(packages: list[str] | set[str]) -> str:
    """The one command line that installs the Debian ``packages`` (sorted, each once), as
    both the start-up message and :func:`install_hint` print it."""
    return "sudo apt-get install " + " ".join(sorted(set(packages)))


def install_hint(error_text: str) -> str:
    """For an error that names a shared library Qt needs (``"libEGL.so.1: cannot open shared
    object file"``): the Debian package and the ``apt-get`` line, e.g. ``"(Debian/Ubuntu:
    sudo apt-get install libegl1)"``. Empty when the text names none of them."""
    known = {**GUI_LIBRARIES, **XCB_LIBRARIES, **WAYLAND_LIBRARIES}
    packages = {pkg for soname, pkg in known.items() if soname in error_text}
    return f"(Debian/Ubuntu: {apt_get_command(packages)})" if packages else ""


def missing_libraries(libraries: dict[str, str]) -> list[tuple[str, str]]:
    """The ``(soname, debian_package)`` pairs of ``libraries`` that cannot be loaded."""
    return [(soname, pkg) for soname, pkg in libraries.items() if not _loadable(soname)]


def uses_xcb(environ: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """True when Qt will pick its xcb plugin: on Linux, ``QT_QPA_PLATFORM`` is ``xcb``, or it
    is unset and an X display (``DISPLAY``) is there without a Wayland session."""
    env = os.environ if environ is None else environ
    if not (platform or sys.platform).startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen == "xcb"
    return bool(env.get("DISPLAY")) and not env.get("WAYLAND_DISPLAY")


def _platforms(env: dict[str, str]) -> list[str]:
    """The plugins named in ``QT_QPA_PLATFORM`` (``"wayland;xcb"`` -> wayland, xcb), in order."""
    return [p.split(":")[0].strip() for p in env.get("QT_QPA_PLATFORM", "").split(";") if p.strip()]


def uses_wayland(environ: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """True when Qt will try its wayland plugin first: on Linux, ``QT_QPA_PLATFORM`` names it
    first, or it is unset in a Wayland session (``XDG_SESSION_TYPE=wayland`` or
    ``WAYLAND_DISPLAY`` set)."""
    env = os.environ if environ is None else environ
    if not (platform or sys.platform).startswith("linux"):
        return False
    chosen = _platforms(env)
    if chosen:
        return chosen[0] == "wayland"
    return bool(env.get("WAYLAND_DISPLAY")) or env.get("XDG_SESSION_TYPE", "").lower() == "wayland"


def _x11_fallback(env: dict[str, str]) -> bool:
    """True when Qt can fall back to X11 if wayland fails: an X display is set and
    ``QT_QPA_PLATFORM`` is unset or lists xcb too."""
    chosen = _platforms(env)
    return bool(env.get("DISPLAY")) and (not chosen or "xcb" in chosen)


def startup_problem(environ: dict[str, str] | None = None,
                    platform: str | None = None) -> str | None:
    """A message naming the missing system libraries and the packages to install (or saying
    that there is no display at all, or that the X display cannot be opened), or None when Qt
    can start (or this is not Linux). Checks the xcb plugin's libraries, and then that the X
    display answers, only when :func:`uses_xcb`; the wayland plugin's, when :func:`uses_wayland`
    and Qt has no X display to fall back to."""
    env = os.environ if environ is None else environ
    if not (platform or sys.platform).startswith("linux"):
        return None
    if not (env.get("QT_QPA_PLATFORM") or env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        return ("table-marshal: cannot start: no graphical display (neither DISPLAY nor "
                "WAYLAND_DISPLAY is set). Start it from a desktop session; without one, "
                "--self-test and --screenshot PNG still work.")
    wanted = dict(GUI_LIBRARIES)
    if uses_xcb(environ, platform):
        wanted.update(XCB_LIBRARIES)
    missing = missing_libraries(wanted)
    where = "Qt's X11 (xcb) platform plugin" if uses_xcb(environ, platform) else "Qt"
    if not missing and uses_wayland(environ, platform) and not _x11_fallback(env):
        missing = missing_libraries(WAYLAND_LIBRARIES)
        where = "Qt's Wayland platform plugin"
    if not missing:
        if uses_xcb(environ, platform) and not _display_opens(env.get("DISPLAY", "")):
            shown = env.get("DISPLAY") or "(DISPLAY is not set)"
            return (f"table-marshal: Cannot open the display {shown} — is an X server running and "
                    f"may this user use it? (for a screenshot without a display use --screenshot, "
                    f"which renders offscreen)")
        return None
    names = ", ".join(soname for soname, _ in missing)
    return (
        f"table-marshal: cannot start: {where} needs system libraries that are not installed: "
        f"{names}.\n"
        f"On Debian or Ubuntu install them with:\n"
        f"    {apt_get_command({pkg for _, pkg in missing})}\n"
        f"(other distributions: install the packages that provide {names})."
    )
