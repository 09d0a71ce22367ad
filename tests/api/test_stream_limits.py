"""Live updates are rendered once however many phones wait for them."""

from __future__ import annotations

import threading

import pytest

from referee.live import RenderCache

# -- the render cache ------------------------------------------------------------------------


def test_phones_waking_together_share_one_render() -> None:
    cache = RenderCache()
    release, renders, results = threading.Event(), [], []

    def render() -> tuple[str, int]:
        renders.append(1)
        release.wait(10)
        return "update", 7

    def phone() -> None:
        results.append(cache.get(("page", "t", 6, 7), render))

    phones = [threading.Thread(target=phone) for _ in range(20)]
    for thread in phones:
        thread.start()
    while not renders:  # the first phone is rendering; the others are asking meanwhile
        threading.Event().wait(0.01)
    release.set()
    for thread in phones:
        thread.join(10)
    assert len(renders) == 1
    assert results == [("update", 7)] * 20


def test_a_failed_render_is_tried_again_by_a_waiting_phone() -> None:
    cache = RenderCache()
    attempts: list[int] = []

    def flaky() -> tuple[str, int]:
        attempts.append(1)
        if len(attempts) == 1:
            raise RuntimeError("the database went away")
        return "update", 1

    with pytest.raises(RuntimeError):
        cache.get("key", flaky)
    assert cache.get("key", flaky) == ("update", 1)
