// Referee without a connection: the service worker, the offline notice, moves kept on the
// phone until the connection returns, and the copy of the table as last seen.
//
// Every write a page sends carries an idempotency key. A write that cannot reach the
// server is kept in this phone's storage, in order, and sent again, with the same key,
// when the connection returns: the server logs it once however often it arrives. A write
// the server refuses (409: someone else moved first) shows the refusal in its form, which
// keeps what was typed; pressing the button again asks again.
(function () {
  "use strict";
  var note = document.getElementById("offline");
  if (!note) return;
  var QUEUE = "referee-queue";
  var PAGES = "referee-pages";
  var WRITE = /^\/t\/[^/]+\/(moves(\/\d+\/void)?|host|seats|parts)$/;
  var root = document.documentElement;
  var savedAt = root.dataset.offline;
  var table = document.getElementById("table");

  if ("serviceWorker" in navigator && window.isSecureContext && note.dataset.worker) {
    navigator.serviceWorker.register(note.dataset.worker, { scope: "/" }).catch(function () {});
  }

  // -- the notice -----------------------------------------------------------------------
  function say(offline) {
    var count = load().length;
    note.hidden = !offline && !count && !note.querySelector(".refused li");
    root.classList.toggle("offline", offline);
    var shown = savedAt ? new Date(savedAt) : null;
    var when = note.querySelector(".offline-when");
    when.hidden = !offline || !shown || isNaN(shown);
    if (!when.hidden) {
      when.querySelector("time").textContent =
        shown.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    }
    note.querySelector(".offline-now").hidden = !offline;
    note.querySelector(".offline-queue").hidden = !count;
    note.querySelector(".count").textContent = String(count);
  }

  function refused(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var message = doc.querySelector(".error");
    var item = document.createElement("li");
    item.textContent = message ? message.textContent.trim() : "";
    note.querySelector(".refused").appendChild(item);
  }

  // -- the queue (localStorage: it survives a reload) ---------------------------------
  function load() {
    try {
      return JSON.parse(localStorage.getItem(QUEUE) || "[]");
    } catch (error) {
      return [];
    }
  }

  function store(queue) {
    try {
      localStorage.setItem(QUEUE, JSON.stringify(queue));
    } catch (error) { /* private mode: the queue lives as long as the page */ }
  }

  function freshKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, function (b) { return b.toString(16).padStart(2, "0"); }).join("");
  }

  // Each form instance gets its own key when drawn: a double tap, or a press again after a
  // lost answer, logs once. (crypto.randomUUID needs HTTPS; getRandomValues works on a LAN
  // address too.)
  function freshKeys() {
    document.querySelectorAll("input.fresh-key").forEach(function (input) {
      if (!input.value) input.value = freshKey();
    });
  }

  function isWrite(action) {
    return WRITE.test(new URL(action, location.href).pathname);
  }

  // Every write gets a key before its first try (a form's own key, else a new one), so
  // that a write whose answer was lost is logged once when it is sent again.
  document.addEventListener("htmx:config:request", function (event) {
    var ctx = event.detail.ctx;
    if (ctx.request.method !== "POST" || !isWrite(ctx.request.action)) return;
    var body = ctx.request.body;
    if (body && !body.get("idempotency_key")) body.set("idempotency_key", freshKey());
  });

  document.addEventListener("htmx:before:request", function (event) {
    var ctx = event.detail.ctx;
    if (ctx.request.method !== "POST" || !isWrite(ctx.request.action)) return;
    var send = ctx.fetch;
    ctx.fetch = function (action, init) {
      if (load().length) return Promise.resolve(keep(action, init, ctx)); // keep the order
      return send(action, init).then(function (response) {
        if (response.status === 502 || response.status === 503 || response.status === 504) {
          return keep(action, init, ctx); // a proxy in front, with the server away
        }
        return response;
      }, function (error) {
        var timeout = error && error.name === "AbortError" && ctx.request.signal &&
          ctx.request.signal.reason === "timeout";
        if (error && error.name === "AbortError" && !timeout) throw error;
        return keep(action, init, ctx);
      });
    };
  });

  function keep(action, init, ctx) {
    var body = new URLSearchParams(init.body);
    var queue = load();
    queue.push({ url: action, body: body.toString(), key: body.get("idempotency_key") });
    store(queue);
    say(true);
    schedule();
    var box = body.get("box") || (/\/void$/.test(action) ? "log" : "admin");
    var message = document.createElement("p");
    message.className = "queued";
    message.setAttribute("role", "status");
    message.textContent = note.dataset.kept;
    var partial = document.createElement("hx-partial");
    partial.setAttribute("hx-target", "#errors-" + box);
    partial.setAttribute("hx-swap", "innerHTML");
    partial.appendChild(message);
    // A form with its own key keeps what was typed until the move is sent (see flush).
    var form = formWithKey(body.get("idempotency_key"));
    if (form) form.dataset.dirty = "1";
    return new Response(partial.outerHTML, {
      status: 202,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  }

  // -- sending what was kept ----------------------------------------------------------------
  var flushing = false;
  var timer = null;

  function schedule() {
    if (timer === null) timer = setInterval(flush, 4000);
  }

  function formWithKey(key) {
    var found = null;
    document.querySelectorAll("input[name=idempotency_key]").forEach(function (input) {
      if (input.value === key) found = input.form;
    });
    return found;
  }

  function seqOf(html) {
    var match = /data-seq="(\d+)"/.exec(html);
    return match ? match[1] : null;
  }

  function apply(html, form) {
    if (!window.htmx) return Promise.resolve();
    var source = form && form.isConnected ? form : document.body;
    return htmx.swap({ sourceElement: source, target: source, swap: "none", text: html, hx: {} });
  }

  async function flush() {
    if (flushing) return;
    flushing = true;
    var reached = false;
    try {
      var queue = load();
      while (queue.length) {
        var item = queue[0];
        var response;
        try {
          response = await fetch(item.url, {
            method: "POST",
            body: item.body,
            credentials: "same-origin",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "HX-Request": "true",
            },
          });
        } catch (error) {
          break; // still no connection: try again later
        }
        if (response.status >= 500) break;
        reached = true;
        var html = await response.text();
        queue = load();
        queue.shift();
        if (response.ok) {
          // The next kept moves were made on the table as this phone saw it: after our
          // own move, that table is the one this answer shows.
          var before = new URLSearchParams(item.body).get("expected_seq");
          var after = seqOf(html);
          queue.forEach(function (next) {
            var body = new URLSearchParams(next.body);
            if (after !== null && body.get("expected_seq") === before) {
              body.set("expected_seq", after);
              next.body = body.toString();
            }
          });
        }
        store(queue);
        var form = formWithKey(item.key);
        if (form) delete form.dataset.dirty;
        if (!response.ok && !form) refused(html);
        await apply(html, form);
        if (!response.ok && form) form.dataset.dirty = "1"; // what was typed stays
      }
      if (!queue.length && timer !== null && !savedAt) {
        clearInterval(timer);
        timer = null;
      }
      if (!reached && !queue.length && savedAt) reached = await reachable();
    } finally {
      flushing = false;
    }
    if (reached) back();
    else if (load().length || savedAt) say(true);
  }

  async function reachable() {
    try {
      var response = await fetch("/healthz", { cache: "no-store" });
      return response.ok;
    } catch (error) {
      return false;
    }
  }

  // The connection is back: a page shown from the kept copy is loaded again (unless a
  // form is being typed in: then the live stream picks up from the copy's move).
  function back() {
    say(false);
    if (!savedAt) return;
    if (!document.querySelector("form[data-dirty='1']")) {
      location.reload();
      return;
    }
    var live = document.getElementById("live");
    if (live && window.htmx && !(live._htmx && live._htmx.sse)) {
      htmx.ajax("GET", live.getAttribute("hx-sse:connect"), { source: live });
    }
    savedAt = null;
    delete root.dataset.offline;
    if (timer !== null && !load().length) {
      clearInterval(timer);
      timer = null;
    }
  }

  window.addEventListener("online", flush);
  document.addEventListener("htmx:sse:after:connection", flush);
  document.addEventListener("htmx:sse:error", function () { if (load().length) say(true); });

  // -- the table as last seen -------------------------------------------------------------
  var snapshotTimer = null;

  function snapshot() {
    snapshotTimer = null;
    if (!table || savedAt || !window.caches || !window.isSecureContext) return;
    var copy = root.cloneNode(true);
    copy.removeAttribute("data-offline");
    copy.classList.remove("offline");
    copy.querySelectorAll("input.fresh-key, input[name=idempotency_key]").forEach(function (input) {
      input.setAttribute("value", "");
    });
    copy.querySelectorAll("[data-dirty]").forEach(function (node) { node.removeAttribute("data-dirty"); });
    copy.querySelectorAll(".queued").forEach(function (node) { node.remove(); });
    var body = copy.querySelector("body");
    if (body) body.removeAttribute("data-live");
    var kept = copy.querySelector("#offline");
    if (kept) kept.hidden = true;
    var html = "<!doctype html>\n" + copy.outerHTML;
    caches.open(PAGES).then(function (cache) {
      return cache.put(location.origin + location.pathname, new Response(html, {
        headers: { "Content-Type": "text/html; charset=utf-8", "X-Saved-At": new Date().toISOString() },
      }));
    }).catch(function () {});
  }

  document.addEventListener("htmx:after:swap", function () {
    freshKeys();
    if (snapshotTimer !== null) clearTimeout(snapshotTimer);
    snapshotTimer = setTimeout(snapshot, 500);
  });

  document.addEventListener("DOMContentLoaded", function () {
    freshKeys();
    say(Boolean(savedAt));
    if (savedAt || load().length) {
      schedule();
      flush();
    }
  });
})();
