"""A server that holds all the live streams it can refuses a new one with 503 and
Retry-After: the phone keeps working, and connects again when it is told to."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Route, expect

from .test_first_evening import choose_caller, type_totals
from .test_table import create_table, join_url_from_qr, sit, total

pytestmark = pytest.mark.e2e


def test_a_phone_refused_a_stream_connects_again_after_retry_after(server, phone) -> None:
    anna = phone("en")
    table_url = create_table(anna, server["url"], ["Anna", "Bruno"])
    join = join_url_from_qr(anna, table_url)
    bruno = phone("en")
    asked: list[str] = []

    def full_once(route: Route) -> None:
        asked.append(route.request.url)
        if len(asked) == 1:  # what the server says when it holds MAX_STREAMS streams
            route.fulfill(
                status=503,
                headers={"Retry-After": "1", "Content-Type": "application/problem+json"},
                body='{"type":"about:blank","status":503,"title":"Server full"}',
            )
        else:
            route.continue_()

    bruno.route(re.compile(r"/t/[\w-]+/stream"), full_once)
    sit(bruno, join, "Bruno")
    # Refused, the phone still has its page and enters moves as ever; then it connects.
    expect(bruno.locator("#form-hand")).to_be_visible()
    expect(bruno.locator("body")).to_have_attribute("data-live", "on", timeout=10_000)
    assert len(asked) == 2
    # A move from the other phone arrives by the stream (the poll is 20 s away).
    type_totals(anna, {0: 3, 1: 12})
    choose_caller(anna, "Nobody")
    anna.locator("#form-hand button[type=submit]").click()
    expect(total(bruno, 1)).to_have_text("12", timeout=5_000)
