"""The shadows terrain casts (R4, over T3's line of sight): the blocking pieces as convex parts,
and what each part hides from many eyes at once, built as polygons in one vectorised pass.
:mod:`app.rules.exposure` unites and cuts them into what a zone does not see."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .sight import Sight

if TYPE_CHECKING:
    from shapely.geometry import Polygon


def areal(geom: Any) -> Any:
    """The polygons of an overlay's result (lines and points left by touching shapes dropped)."""
    import shapely

    if geom.geom_type in ("Polygon", "MultiPolygon"):
        return geom
    parts = [g for g in getattr(geom, "geoms", ()) if g.geom_type in ("Polygon", "MultiPolygon")]
    return shapely.union_all(parts) if parts else shapely.Polygon()


def convex_parts(sight: Sight) -> list[tuple[Any, int]]:
    """R4: the blocking pieces of ``sight`` as convex parts ``(corners anticlockwise as
    numbers go, N x 2; the index of its piece)``: a convex piece whole, another cut into
    triangles and those joined again while they stay convex (an L-shaped ruin: two
    rectangles; a line crossing the piece crosses one of them, but for lines along a cut: no
    area)."""
    import numpy as np
    import shapely
    from shapely.geometry.polygon import orient

    convex, _ = sight.shadow_corners()
    out = []
    for i, poly in enumerate(sight.polys):
        if convex[i]:
            parts = [poly]
        else:
            parts = _joined([t for t in shapely.constrained_delaunay_triangles(poly).geoms
                             if t.area > 1e-12])
        for part in parts:
            out.append((np.asarray(orient(part, 1.0).exterior.coords)[:-1].copy(), i))
    return out


def _joined(parts: list) -> list:
    """Convex polygons side by side (a piece's triangles) joined two at a time, along an
    edge they share, wherever the two together are still convex: fewer parts, each casting
    one shadow."""
    import shapely

    parts = list(parts)
    joined = True
    while joined and len(parts) > 1:
        joined = False
        for a in range(len(parts)):
            for b in range(a + 1, len(parts)):
                if shapely.intersection(parts[a].boundary, parts[b].boundary).length <= 1e-9:
                    continue
                both = shapely.union_all([parts[a], parts[b]])
                if both.geom_type != "Polygon" or \
                        both.convex_hull.area - both.area > 1e-9 * max(1.0, both.area):
                    continue
                parts[a] = shapely.simplify(both, 1e-9)
                del parts[b]
                joined = True
                break
            if joined:
                break
    return parts


def convex_shadows(c, eyes, board: "Polygon | None", far: float, owner: Any = None,
                   owner_inside: Any = None, whole: bool = False) -> list:
    """R4: what the convex part with corners ``c`` (anticlockwise as numbers go) hides from
    each eye (E x 2): the region behind its far side between the two lines past its outline,
    on the table (``owner``: the piece's footprint, left out when the part is one of
    several); ``None`` for an eye standing in the piece (``owner_inside``). Built for all
    eyes at once; ``board`` ``None``: not clipped (reaching ``far`` past the part)."""
    import numpy as np
    import shapely

    eyes = np.asarray(eyes, dtype=float).reshape(-1, 2)
    n, m = len(c), len(eyes)
    if not m:
        return []
    d = np.roll(c, -1, axis=0) - c
    cross = d[None, :, 0] * (eyes[:, None, 1] - c[None, :, 1]) \
        - d[None, :, 1] * (eyes[:, None, 0] - c[None, :, 0])
    faces = cross < 0  # edge k faces the eye: the eye is on its outer side
    back = ~faces
    valid = faces.any(axis=1) & back.any(axis=1)
    if owner_inside is not None:
        standing = shapely.intersects(owner_inside, shapely.points(eyes))
    else:
        standing = np.zeros(m, dtype=bool)
    start = back & np.roll(faces, 1, axis=1)
    k0 = np.argmax(start, axis=1)
    nb = back.sum(axis=1)
    length = np.where(valid, 2 if whole else nb + 1, 0)
    width = int(length.max()) if m else 0
    out: list = [None] * m
    rows = np.flatnonzero(valid & ~standing)
    if len(rows) and width:
        steps = np.arange(width)
        idx = (k0[rows, None] + steps[None, :]) % n
        if whole:  # the part's own back side left in: its first and last corner only
            idx[:, -1] = (k0[rows] + nb[rows]) % n
        chain = c[idx]                                   # R x W x 2
        first = c[k0[rows]]
        last = c[(k0[rows] + nb[rows]) % n]
        e = eyes[rows]

        def unit(v):
            norm = np.hypot(v[:, 0], v[:, 1])
            norm[norm == 0] = 1.0
            return v / norm[:, None]

        u_last, u_first = unit(last - e), unit(first - e)
        far_last, far_first = last + u_last * far, first + u_first * far
        # the far side bent out along the bisector (the part spans under 180 degrees)
        far_mid = e + unit(u_last + u_first) * 2.0 * far
        tail = np.stack([far_last, far_mid, far_first], axis=1)   # R x 3 x 2
        pts = np.concatenate([chain, tail], axis=1)
        keep = np.concatenate([steps[None, :] < length[rows, None],
                               np.ones((len(rows), 3), dtype=bool)], axis=1)
        coords = pts[keep]
        ring_ids = np.repeat(np.arange(len(rows)), keep.sum(axis=1))
        polys = shapely.polygons(shapely.linearrings(coords, indices=ring_ids))
        bad = ~shapely.is_valid(polys)
        if bad.any():  # an eye in line with an edge: a sliver folded on itself
            polys[bad] = shapely.make_valid(polys[bad])
        if board is not None:
            polys = shapely.intersection(polys, board)
        if owner is not None:
            polys = shapely.difference(polys, owner)
        for r, g in zip(rows.tolist(), polys):
            out[r] = areal(g)
    for r in np.flatnonzero(~valid & ~standing).tolist():
        out[r] = shapely.Polygon()
    return out
