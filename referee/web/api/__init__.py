"""The JSON API under ``/api/v1``: the pages' operations for programs and other apps.

:mod:`.routes` holds the views, :mod:`.schemas` their request and response models, and
:mod:`.openapi` builds the OpenAPI 3.1 document from them.
"""

from __future__ import annotations

# Their routes join the blueprint (the drafts' after the tournaments', which they import).
from . import (  # noqa: F401
    claims,
    contests,
    files,
    identity,
    ledger,
    record,
    tournament_drafts,
    tournament_tables,
    tournaments,
)
from .routes import bp, openapi_document, spec

__all__ = [
    "bp",
    "contests",
    "identity",
    "ledger",
    "openapi_document",
    "record",
    "spec",
    "tournament_drafts",
    "tournaments",
]
