"""The window icon (app.ui.application.app_icon: resources/icons, rendered from
table-marshal.svg by packaging/make_icons.py) is complete."""

from PySide6.QtCore import QSize

from app.ui.application import app_icon


def test_app_icon_offers_every_size_a_title_bar_or_task_bar_asks_for(qapp):
    icon = app_icon()
    assert not icon.isNull()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert sizes == {(n, n) for n in (16, 32, 48, 64, 128, 256)}
    image = icon.pixmap(QSize(32, 32)).toImage()
    colours = {image.pixel(x, y) for x in range(32) for y in range(32)}
    assert len(colours) > 10  # a drawn picture, not an empty square
