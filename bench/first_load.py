"""What a phone downloads to open a table page: bytes on the wire, cold and warm.

Starts ``referee serve`` on a temporary SQLite database (or measures ``--url``), sets up a
table as its host would (the home page's form, then hands through the table's form), and
loads the table page the way a browser does:

- cold: the page, every stylesheet, script, icon and manifest it links, and the service
  worker it registers;
- warm: the page again; the fingerprinted files are not asked for (they are cached as
  immutable), the manifest and the service worker are revalidated (304).

Bytes are the status line, the headers and the body as sent (compressed), per response.
Requests are not counted (a phone sends them; they cost it upload, not download).
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

import httpx

from .sse_server import ServerProcess

BROWSER = {
    "Accept": "text/html,application/xhtml+xml,*/*;q=0.8",
    "Accept-Encoding": "gzip, deflate, br, zstd",
    "Accept-Language": "it-IT,it;q=0.9,en;q=0.8",
    "User-Agent": "Mozilla/5.0 (Linux; Android 14) referee-bench",
}
ORIGIN = "Origin"
HANDS = 12


@dataclass
class Fetched:
    url: str
    status: int
    encoding: str | None
    cache_control: str
    bytes: int


@dataclass
class Load:
    responses: list[Fetched] = field(default_factory=list)

    @property
    def bytes(self) -> int:
        return sum(r.bytes for r in self.responses)

    @property
    def requests(self) -> int:
        return len(self.responses)


def wire_bytes(response: httpx.Response) -> int:
    """The response as sent: status line, headers and the (compressed) body."""
    status = len(f"HTTP/1.1 {response.status_code} {response.reason_phrase}\r\n")
    headers = sum(len(name) + len(value) + 4 for name, value in response.headers.raw) + 2
    return status + headers + response.num_bytes_downloaded


def fetch(client: httpx.Client, url: str, **headers: str) -> tuple[Fetched, httpx.Response]:
    with client.stream("GET", url, headers=headers) as response:
        response.read()
    fetched = Fetched(
        url=url,
        status=response.status_code,
        encoding=response.headers.get("Content-Encoding"),
        cache_control=response.headers.get("Cache-Control", ""),
        bytes=wire_bytes(response),
    )
    return fetched, response


def linked(html: str) -> list[str]:
    """What the page makes a browser fetch: stylesheets, scripts, icons, the manifest, and
    the service worker it registers."""
    urls = re.findall(r'<(?:link|script)\b[^>]*?\b(?:href|src)="(/[^"]+)"', html)
    urls += re.findall(r'data-worker="(/[^"]+)"', html)
    return list(dict.fromkeys(urls))


def set_up_table(client: httpx.Client, hands: int = HANDS) -> str:
    """A table of four made through the home page; ``hands`` hands logged through its form."""
    origin = {ORIGIN: str(client.base_url).rstrip("/")}
    players = ["Anna", "Bruno", "Carla", "Dario"]
    created = client.post(
        "/tables",
        data={"game": "tamalo", "player": [*players, "", ""], "me": "0", "opt-target": "500"},
        headers=origin,
    )
    assert created.status_code == 303, created.text[:500]
    table_path = created.headers["Location"]
    for seq in range(hands):
        hand = {"type": "hand", "box": "hand", "expected_seq": str(seq), "caller": str(seq % 4)}
        hand.update({f"total-{i}": str((seq * 7 + i * 3) % 20) for i in range(4)})
        posted = client.post(f"{table_path}/moves", data=hand, headers=origin)
        assert posted.status_code == 303, posted.text[:500]
    return table_path


def measure(base_url: str, hands: int = HANDS) -> dict[str, Load]:
    """The cold and the warm load of a table page as its host sees it."""
    with httpx.Client(base_url=base_url, headers=BROWSER, timeout=30) as client:
        table_path = set_up_table(client, hands)
        cold, warm = Load(), Load()
        page, response = fetch(client, table_path)
        cold.responses.append(page)
        revalidate: dict[str, str] = {}
        for url in linked(response.text):
            fetched, answer = fetch(client, url)
            cold.responses.append(fetched)
            if "immutable" not in fetched.cache_control and answer.headers.get("ETag"):
                revalidate[url] = answer.headers["ETag"]
        page, _ = fetch(client, table_path)
        warm.responses.append(page)
        for url, etag in revalidate.items():
            fetched, _ = fetch(client, url, **{"If-None-Match": etag})
            warm.responses.append(fetched)
    return {"cold": cold, "warm": warm}


@contextmanager
def started_server() -> Iterator[str]:
    with tempfile.TemporaryDirectory(prefix="referee-bench-") as temp:
        workdir = Path(temp)
        server = ServerProcess(f"sqlite:///{workdir / 'bench.db'}", 1, workdir)
        try:
            server.wait_ready()
            yield server.url
        finally:
            server.stop()


def report(loads: dict[str, Load]) -> str:
    lines = []
    for name, load in loads.items():
        lines.append(
            f"{name}: {load.requests} requests, {load.bytes} bytes ({load.bytes / 1024:.1f} KB)"
        )
        for r in load.responses:
            lines.append(
                f"  {r.status} {r.bytes:>6} B  {r.encoding or '-':<5} {r.url}  [{r.cache_control}]"
            )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="measure a running server instead of starting one")
    parser.add_argument("--hands", type=int, default=HANDS, help="hands logged before loading")
    parser.add_argument("--json", action="store_true", help="also print one JSON object")
    args = parser.parse_args()
    if args.url:
        loads = measure(args.url, args.hands)
    else:
        with started_server() as url:
            loads = measure(url, args.hands)
    print(report(loads))
    if args.json:
        print(json.dumps({name: asdict(load) for name, load in loads.items()}))


if __name__ == "__main__":
    main()
