"""QR codes as inline SVG (qrcode's path image, without fixed sizes or ids)."""

from __future__ import annotations

import io
import re
from functools import lru_cache

import qrcode
import qrcode.image.svg
from markupsafe import Markup


@lru_cache(maxsize=256)
def qr_svg(data: str, title: str = "") -> Markup:
    """An SVG that scales to its container: a viewBox, no width/height, no duplicate ids."""
    image = qrcode.make(
        data,
        image_factory=qrcode.image.svg.SvgPathImage,
        error_correction=qrcode.constants.ERROR_CORRECT_M,
        border=2,
    )
    svg = image.to_string(encoding="unicode")
    svg = re.sub(r"<\?xml[^>]*>", "", svg)
    svg = re.sub(r'\s(width|height)="[^"]*mm"', "", svg, count=2)
    svg = svg.replace(' id="qr-path"', ' class="qr-path"')
    if title:
        escaped = Markup.escape(title)
        svg = svg.replace(">", f' role="img" aria-label="{escaped}"><title>{escaped}</title>', 1)
    return Markup(svg.strip())


def qr_terminal(data: str) -> str:
    """The QR as text for a terminal (light modules drawn, for dark terminal backgrounds)."""
    qr = qrcode.QRCode(border=2, error_correction=qrcode.constants.ERROR_CORRECT_L)
    qr.add_data(data)
    out = io.StringIO()
    qr.print_ascii(out=out, invert=True)
    return out.getvalue().rstrip("\n")
