// Referee: the little the pages need beyond htmx. Everything works without it except the
// card picker (a typed total does the same job), the screen wake lock and sharing.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // -- card picker: tap card faces, get chips ---------------------------------------------
  // Any game's entry form may use it; nothing here knows a game, a deck or a field name.
  // The form has one box per seat, `.hand[data-seat]`, holding its `.seat-line` with its
  // `.chips`, and its fields marked by role: `data-pick="cards"` (a hidden input, the
  // codes tapped, joined by commas; or a text field, where codes may also be typed,
  // separated by spaces or commas), `data-pick="total"` (a typed total) and
  // `data-pick="none"` (a checkbox: no cards). The form has one set of keys, `.picker`:
  // `[data-card]` faces (a red face has the class `red`), `[data-undo]` and `[data-next]`;
  // it moves to the seat being entered. Buttons with `data-open` open their seat. A chip
  // copies its key's face and colour. The chips' `data-total` ("total {n}") and `data-none`
  // say how a seat entered by a total, or as empty, reads while its box is folded.
  // A seat with nothing to enter (who went out) is `.skipped`: the server marks it, and so
  // does a checked `[data-skip-seat]` input whose value is its seat; it stays folded, its
  // chips say `data-skipped`, and "Next" passes over it. Keys that say what their card
  // costs (`data-points`, and `data-alone` when it is the only card) give a box's
  // `[data-subtotal]` the running points of the cards tapped, in its `data-one` or
  // `data-other` words ("{n} points").
  // (A `.pick-box[data-seat]` is such a box too: one phone's own part, outside the forms
  // that tests and styles know as `.hand`.)
  var BOX = ".hand[data-seat], .pick-box[data-seat]";
  var ACTIVE = ".hand.active[data-seat], .pick-box.active[data-seat]";

  function boxOf(node) {
    return node && node.closest ? node.closest(BOX) : null;
  }

  function pick(box, role) {
    return box.querySelector('[data-pick="' + role + '"]');
  }

  function renderChips(box) {
    var input = pick(box, "cards");
    var chips = box.querySelector(".chips");
    if (!input || !chips) return;
    var form = box.closest("form") || document;
    var codes = input.value ? input.value.split(/[\s,;]+/).filter(Boolean) : [];
    var total = pick(box, "total");
    var none = pick(box, "none");
    var summary = "";
    var skipped = box.classList.contains("skipped");
    if (skipped) {
      summary = chips.dataset.skipped || "";
      codes = [];
    } else if (!codes.length && total && total.value.trim() !== "") {
      summary = (chips.dataset.total || "{n}").replace("{n}", total.value.trim());
    } else if (!codes.length && none && none.checked) {
      summary = chips.dataset.none || "0";
    }
    chips.dataset.summary = summary;
    chips.textContent = "";
    codes.forEach(function (code, index) {
      var key = form.querySelector('[data-card="' + CSS.escape(code) + '"]');
      var chip = document.createElement("button");
      chip.type = "button";
      chip.className = "chip" + (key && key.classList.contains("red") ? " red" : "");
      chip.dataset.remove = String(index);
      chip.textContent = key ? key.textContent : code;
      chip.setAttribute("aria-label", chip.textContent + " ✕");
      chips.appendChild(chip);
    });
    chips.classList.toggle("empty", !codes.length && !summary);
    chips.classList.toggle("summary", summary !== "");
    box.classList.toggle("has-cards", codes.length > 0 || (summary !== "" && !skipped));
    subtotal(box, form, codes);
  }

  function subtotal(box, form, codes) {
    var out = box.querySelector("[data-subtotal]");
    if (!out) return;
    var points = 0;
    var keys = codes.map(function (code) {
      return form.querySelector('[data-card="' + CSS.escape(code.toUpperCase()) + '"][data-points]');
    });
    var known = keys.length > 0 && keys.every(Boolean);
    if (known) {
      keys.forEach(function (key) { points += Number(key.dataset.points); });
      if (keys.length === 1 && keys[0].dataset.alone) points = Number(keys[0].dataset.alone);
    }
    out.hidden = !known;
    out.textContent = known ? (points === 1 ? out.dataset.one : out.dataset.other).replace("{n}", points) : "";
  }

  // The seats still to enter, in order; the box after `box` that is one.
  function openBoxes(form) {
    return Array.from(form.querySelectorAll(BOX)).filter(function (box) {
      return !box.classList.contains("skipped");
    });
  }

  function following(box) {
    var all = Array.from(box.closest("form").querySelectorAll(BOX));
    return all.slice(all.indexOf(box) + 1).find(function (other) {
      return !other.classList.contains("skipped");
    }) || null;
  }

  // Who went out was chosen: their box folds and is passed over; if it was open, the next
  // seat to enter opens (the first one, when it was the last).
  function markSkipped(form) {
    var chosen = form.querySelector("[data-skip-seat]:checked");
    if (!chosen) return;
    form.querySelectorAll(BOX).forEach(function (box) {
      box.classList.toggle("skipped", box.dataset.seat === chosen.value);
      renderChips(box);
    });
    var active = form.querySelector(".hand.active");
    if (active && active.classList.contains("skipped")) {
      activate(following(active) || openBoxes(form)[0]);
    } else if (active) {
      nextKey(form, active);
    }
  }

  function nextKey(form, box) {
    var next = form.querySelector(".picker [data-next]");
    if (next) next.hidden = following(box) === null;
  }

  // One seat open at a time keeps the form short on a phone; the keys go with it.
  function activate(box) {
    if (!box || box.classList.contains("skipped")) return;
    var form = box.closest("form");
    var all = Array.from(form.querySelectorAll(BOX));
    var keys = form.querySelector(".picker");
    all.forEach(function (other) { other.classList.toggle("active", other === box); });
    if (keys && box.querySelector(".seat-line")) {
      box.querySelector(".seat-line").after(keys);
      nextKey(form, box);
    }
    box.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest("button");
    if (!button) return;
    // A key the rules do not allow says so and does nothing (it stays readable, unlike a
    // disabled one, and a request's end does not enable it).
    if (button.getAttribute("aria-disabled") === "true") return event.preventDefault();
    var d = button.dataset;
    if (d.share !== undefined || d.shareText !== undefined) return share(button);
    if (d.close !== undefined) return button.closest(".toast").remove();
    var box = boxOf(button);
    if (!box) return;
    // A tap anywhere on a folded seat (its chips too) opens it rather than changing it.
    if (d.open !== undefined || !box.classList.contains("active")) return activate(box);
    if (d.next !== undefined) return activate(following(box));
    var input = pick(box, "cards");
    if (!input) return;
    var codes = input.value ? input.value.split(/[\s,;]+/).filter(Boolean) : [];
    if (d.card !== undefined) codes.push(d.card);
    else if (d.undo !== undefined) codes.pop();
    else if (d.remove !== undefined) codes.splice(Number(d.remove), 1);
    else return;
    input.value = codes.join(",");
    renderChips(box);
    var form = box.closest("form");
    form.dataset.dirty = "1";
    form.dispatchEvent(new CustomEvent("cards-changed", { bubbles: true }));
  });

  function initPickers(root) {
    (root || document).querySelectorAll(BOX).forEach(function (box) { renderChips(box); });
    (root || document).querySelectorAll(ACTIVE).forEach(function (box) {
      nextKey(box.closest("form"), box);
    });
  }

  // -- forms being typed in keep their content when the table moves on -------------------
  function typed(event) {
    var target = event.target;
    var form = target.closest && target.closest("form[data-dirty-watch]");
    if (form) form.dataset.dirty = "1";
    if (target.matches && target.matches("[data-pick]")) renderChips(boxOf(target));
    if (target.matches && target.matches("[data-skip-seat]") && target.form) markSkipped(target.form);
    var field = target.closest && target.closest(".invalid");
    if (field) clearInvalid(field);
  }
  document.addEventListener("input", typed);
  document.addEventListener("change", typed);

  // -- a refusal stands where the finger is -----------------------------------------------
  // The message appears by the button that was pressed (its form's error box, read aloud,
  // moved just above that button); the field at fault is marked, opened, given the message
  // too when it is elsewhere, and scrolled to; with no field, the button is marked.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    form.by = event.submitter;
    form.querySelectorAll(".invalid").forEach(clearInvalid);
  }, true);

  function showErrors(root) {
    (root || document).querySelectorAll(".errors .error").forEach(function (error) {
      if (error.dataset.shown) return;
      error.dataset.shown = "1";
      var box = error.closest(".errors");
      var form = box.closest("form") || document.getElementById(box.id.replace("errors-", "form-"));
      var by = form && form.by && form.contains(form.by) ? form.by : null;
      var field = error.dataset.field ? findField(form, error.dataset.field) : null;
      // The live preview already saying this very refusal gives way to it: said once.
      var said = error.textContent.replace(/\s+/g, " ").trim();
      if (form) form.querySelectorAll(".preview .error").forEach(function (early) {
        if (early.textContent.replace(/\s+/g, " ").trim() === said) early.remove();
      });
      if (by) {
        var group = by.closest(".row, .action-grid") || by;
        if (group.previousElementSibling !== box) group.before(box);
        if (!field) by.classList.add("invalid");
      }
      if (field) {
        // Said once, by the field at fault: not again in the box nor in the live preview.
        if (!(by && field.contains(by))) error.hidden = true;
        markInvalid(field, by && field.contains(by) ? "" : error.textContent.trim());
        var control = field.matches("input, select, button") ? field : field.querySelector("input:not([type=hidden]), button, select");
        if (control) control.focus({ preventScroll: true });
      }
      (field || box).scrollIntoView({ block: "center", behavior: "smooth" });
      var fold = box.closest("details");
      if (fold) fold.open = true;
    });
  }

  function findField(form, name) {
    var input = form && form.querySelector('[name="' + CSS.escape(name) + '"]');
    if (!input) return null;
    var box = boxOf(input);
    if (box) {
      activate(box);
      return box;
    }
    return input.closest("fieldset") || input;
  }

  function markInvalid(field, message) {
    field.classList.add("invalid");
    field.querySelectorAll("input:not([type=hidden])").forEach(function (input) {
      input.setAttribute("aria-invalid", "true");
    });
    if (!message) return;
    var note = field.querySelector(":scope > .field-error");
    if (!note) {
      note = document.createElement("p");
      note.className = "field-error";
      field.appendChild(note);
    }
    note.textContent = message;
  }

  function clearInvalid(field) {
    // The refusal goes with its cause (the box's copy, hidden while the field said it).
    var form = field.closest("form");
    if (form) form.querySelectorAll(".errors .error[hidden]").forEach(function (error) { error.remove(); });
    field.classList.remove("invalid");
    field.querySelectorAll("[aria-invalid]").forEach(function (input) {
      input.removeAttribute("aria-invalid");
    });
    var note = field.querySelector(":scope > .field-error");
    if (note) note.remove();
  }

  // A form drawn again after another phone saved first holds its button a moment: a
  // second tap of the same finger does not save the entry again under the next number.
  function hold(root) {
    (root || document).querySelectorAll("button[data-hold]").forEach(function (button) {
      var wait = Number(button.dataset.hold);
      button.removeAttribute("data-hold");
      setTimeout(function () { button.disabled = false; }, wait);
    });
  }

  // -- notices: a confirmation on this phone, the others' moves, then they go -------------
  // One at a time, the latest, over the top bar. It goes by itself; a touch holds it while
  // the finger is on it, then gives it a few seconds more; a tap or a swipe on it (off its
  // button) sends it away. This phone's confirmation goes once the table has moved past it.
  function armNotices() {
    var fresh = null;
    document.querySelectorAll(".toast[data-dismiss-after]").forEach(function (toast) {
      if (toast.dataset.armed) return;
      toast.dataset.armed = "1";
      fresh = toast;
      var timer = null;
      function wait(ms) {
        clearTimeout(timer);
        timer = setTimeout(function () { toast.remove(); }, ms);
      }
      wait(Number(toast.dataset.dismissAfter));
      toast.addEventListener("pointerdown", function () { clearTimeout(timer); });
      toast.addEventListener("focusin", function () { clearTimeout(timer); });
      toast.addEventListener("focusout", function () { wait(4000); });
      toast.addEventListener("pointerup", function (event) {
        if (event.target.closest("button, a, input")) wait(4000);
        else toast.remove();
      });
      toast.addEventListener("pointercancel", function () { toast.remove(); });
    });
    var seq = seqOf(document.getElementById("status"));
    document.querySelectorAll(".toast").forEach(function (toast) {
      if ((fresh && toast !== fresh) || Number(toast.dataset.move) < seq) toast.remove();
    });
  }

  // -- a phone whose seat another phone (or person) took is told so, once -------------------
  function lostSeat(before) {
    var line = document.querySelector("#who .who-line");
    if (!before || !line || before.dataset.seat === "" || line.dataset.seat !== "") return;
    if (document.getElementById("lost-seat")) return;
    var banner = document.createElement("p");
    banner.id = "lost-seat";
    banner.className = "notice lost-seat";
    banner.setAttribute("role", "alert");
    banner.textContent = before.dataset.lost;
    // The host gave the seat to someone else (its phones signed out): say who sits there.
    var cell = document.querySelector("#scoreboard tr[data-seat='" + before.dataset.seat + "'] td.name");
    var now = cell && cell.firstChild ? cell.firstChild.textContent.trim() : "";
    if (before.dataset.given && now && now !== before.dataset.name) {
      banner.textContent = before.dataset.given.replace("{new}", now);
    }
    var table = document.getElementById("table");
    if (table) table.insertBefore(banner, table.firstChild);
    // The banner says this phone now watches: the general "you are watching" goes.
    var watching = document.getElementById("watching");
    if (watching) watching.hidden = true;
    document.querySelectorAll(".toast-news").forEach(function (toast) { toast.remove(); });
  }

  // -- what is this phone's own ----------------------------------------------------------
  // Live updates are rendered once for every phone of a kind (watching, playing, hosting)
  // and language: "you" marks, the others' news and the undo of one's own undo come for
  // every seat, and each phone keeps what is its own, by the seat and device its "you are"
  // line names. A radio group marked `data-you-default` starts on this phone's seat.
  function markYou(root) {
    var line = document.querySelector("#who .who-line");
    if (!line) return;
    var seat = line.dataset.seat, device = line.dataset.participant || "";
    root = root || document;
    root.querySelectorAll(".you-mark").forEach(function (mark) {
      var holder = mark.closest("[data-seat]");
      mark.hidden = !holder || seat === "" || holder.dataset.seat !== seat;
    });
    root.querySelectorAll(".totals tr[data-seat]").forEach(function (row) {
      row.classList.toggle("you", seat !== "" && row.dataset.seat === seat);
    });
    // A confirmation is the phone's that made the move (the others have the news).
    root.querySelectorAll("[data-own]").forEach(function (node) {
      var other = device === "" || node.dataset.own !== device;
      if (other && node.matches(".toast")) node.remove();
      else node.hidden = other;
    });
    root.querySelectorAll(".toast-news").forEach(function (toast) {
      toast.querySelectorAll("[data-author-seat]").forEach(function (said) {
        if (seat !== "" && said.dataset.authorSeat === seat) said.remove();
      });
      if (!toast.querySelector(".toast-title")) toast.remove();
    });
    root.querySelectorAll("#host-seat option").forEach(function (option) {
      if (seat !== "" && option.value === seat) option.remove();
    });
    // What waits for confirmation: the buttons for the seats whose tap counts, never on the
    // phone that entered it (data-show-seats, data-hide-seats: seat numbers, spaced).
    root.querySelectorAll("[data-show-seats], [data-hide-seats]").forEach(function (node) {
      function among(list) { return seat !== "" && list.split(" ").indexOf(seat) >= 0; }
      var show = node.dataset.showSeats, hide = node.dataset.hideSeats;
      node.hidden = (show !== undefined && !among(show)) || (hide !== undefined && among(hide));
    });
    root.querySelectorAll("[data-you-default]").forEach(function (group) {
      var radios = Array.from(group.querySelectorAll("input[type=radio]"));
      if (seat === "" || radios.some(function (radio) { return radio.checked; })) return;
      radios.forEach(function (radio) { radio.checked = radio.value === seat; });
    });
  }

  // -- folds keep what the user opened or closed across updates ----------------------------
  // Only the user's own taps count: a fold the server opens or closes (the invite, once
  // every seat is taken) follows the server until the user touches it.
  var folded = {};
  document.addEventListener("click", function (event) {
    var summary = event.target.closest && event.target.closest("details[id] > summary");
    if (!summary) return;
    var fold = summary.parentElement;
    setTimeout(function () { folded[fold.id] = fold.open; }, 0);
  });
  function restoreFolds(root) {
    Object.keys(folded).forEach(function (id) {
      var fold = (root || document).querySelector("details#" + CSS.escape(id));
      if (fold && fold.open !== folded[id]) fold.open = folded[id];
    });
  }

  // An update older than what the page shows (a slow answer overtaken by the live stream)
  // is dropped whole: the page never goes back to an earlier move. The status of the move
  // already shown is kept as it is (what its buttons said stays).
  function seqOf(node) {
    var marked = node && node.querySelector && node.querySelector("[data-seq]");
    return marked ? Number(marked.dataset.seq) : null;
  }

  var whoBefore = null;
  // A page that opens on a finished game is already at its top.
  var shownTheEnd = false;
  // The move whose forms and notice this phone's own answer drew: the live stream's copy of
  // the same move draws neither again (a seat ticked meanwhile would be lost before the tap,
  // a notice closed meanwhile would come back).
  var answered = null;
  document.addEventListener("htmx:before:swap", function (event) {
    var tasks = event.detail && event.detail.tasks;
    if (!tasks) return;
    whoBefore = document.querySelector("#who .who-line");
    var status = tasks.find(function (task) {
      return task.target && task.target.id === "status";
    });
    if (status) {
      var incoming = seqOf(status.fragment);
      var shown = seqOf(document.getElementById("status"));
      if (incoming !== null && shown !== null && incoming < shown) {
        event.preventDefault();
        return;
      }
      if (incoming !== null && incoming === shown) tasks.splice(tasks.indexOf(status), 1);
      if (ownAnswer(event)) answered = incoming;
      else if (incoming !== null && incoming === answered) drop(tasks, ["entry-area", "notices"]);
    }
    // The write's answer and the live stream both bring the notice of the same move: the
    // one shown stays (its timer, its finger), whichever of the two comes second.
    var shownToast = document.querySelector("#notices .toast-saved");
    for (var n = tasks.length - 1; shownToast && n >= 0; n--) {
      var fresh = tasks[n].target && tasks[n].target.id === "notices" && tasks[n].fragment.querySelector(".toast-saved");
      if (fresh && fresh.dataset.move === shownToast.dataset.move) tasks.splice(n, 1);
    }
    for (var i = tasks.length - 1; i >= 0; i--) {
      var target = tasks[i].target;
      if (!target || typeof target === "string" || target.id !== "entry-area") continue;
      var dirty = target.querySelector("form[data-dirty='1']");
      if (dirty && !sameRequest(event, dirty)) {
        tasks.splice(i, 1);
        var notice = dirty.querySelector(".stale-notice");
        if (notice) notice.hidden = false;
      }
    }
  });

  // Undoing an old move from the log asks first (the moves after it are scored again); the
  // latest goes at once. The log's entries are not drawn again as the table moves on, so
  // which is the latest is known only at the tap.
  document.addEventListener("htmx:confirm", function (event) {
    var entry = event.target.closest && event.target.closest(".entry[data-seq]");
    if (entry && Number(entry.dataset.seq) < seqOf(document.getElementById("status"))) return;
    event.preventDefault();
    event.detail.issueRequest();
  });

  function ownAnswer(event) {
    var source = event.detail.ctx && event.detail.ctx.sourceElement;
    return Boolean(source && source.closest && source.closest("form"));
  }

  function drop(tasks, ids) {
    for (var i = tasks.length - 1; i >= 0; i--) {
      if (tasks[i].target && ids.indexOf(tasks[i].target.id) >= 0) tasks.splice(i, 1);
    }
  }

  function sameRequest(event, form) {
    var ctx = event.detail.ctx;
    return ctx && ctx.sourceElement && (ctx.sourceElement === form || form.contains(ctx.sourceElement));
  }

  document.addEventListener("htmx:after:swap", function () {
    initPickers(document);
    localTimes(document);
    restoreFolds(document);
    showErrors(document);
    hold(document);
    markYou(document);
    armNotices();
    lostSeat(whoBefore);
    // The game just ended: the winner's moment goes to the top of the screen, once every
    // region of the update is in place (the entry form goes away with it).
    if (!shownTheEnd && document.querySelector("#status .finished")) {
      setTimeout(function () {
        shownTheEnd = true;
        window.scrollTo({ top: 0 });
      }, 60);
    }
  });

  // -- times in the phone's own time zone ---------------------------------------------
  function localTimes(root) {
    (root || document).querySelectorAll("time[datetime]").forEach(function (node) {
      var when = new Date(node.getAttribute("datetime"));
      if (!isNaN(when)) {
        node.textContent = when.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      }
    });
  }

  // -- live indicator ------------------------------------------------------------------
  function setLive(state) {
    document.body.dataset.live = state;
    document.querySelectorAll(".live-label").forEach(function (label) {
      if (!label.dataset.online) label.dataset.online = label.textContent;
      label.textContent = state === "on" ? label.dataset.online : label.dataset.offline;
    });
  }
  document.addEventListener("htmx:sse:after:connection", function () { setLive("on"); });
  document.addEventListener("htmx:sse:error", function () { setLive("off"); });
  document.addEventListener("htmx:sse:close", function () { setLive("off"); });

  // A stream refused when it opens (503: the server holds all the streams it can; 429: too
  // many from this address) asks again after its Retry-After, give or take a quarter, from
  // the seq the page shows then; the slow poll keeps the page current meanwhile. (A stream
  // that drops once open is reconnected by htmx itself, backing off.)
  document.addEventListener("htmx:response:error", function (event) {
    var live = event.target;
    var ctx = event.detail && event.detail.ctx;
    if (!live || live.id !== "live" || !ctx || !ctx.response) return;
    if (ctx.response.status !== 503 && ctx.response.status !== 429) return;
    setLive("off");
    var wait = Number(ctx.response.headers.get("Retry-After")) || 30;
    setTimeout(function () { reopen(live); }, wait * 1000 * (0.75 + Math.random() / 2));
  });

  function reopen(live) {
    if (!live.isConnected) return;
    var url = new URL(live.getAttribute("hx-sse:connect"), location.href);
    var seq = document.querySelector(".live-seq");
    if (seq && seq.value) url.searchParams.set("after", seq.value);
    var fresh = live.cloneNode(false);
    fresh.setAttribute("hx-sse:connect", url.pathname + url.search);
    live.replaceWith(fresh);
    htmx.process(fresh);
  }

  // -- keep the screen on while the table is open ---------------------------------------
  // Says what happened: on, off, or what to do where this browser cannot.
  var lock = null;
  var wanted = false;
  function wakeSay(button, text) {
    var status = button.parentElement.querySelector(".wake-status");
    if (status) status.textContent = text;
  }
  async function keepAwake(button) {
    if (!wanted || document.visibilityState !== "visible") return;
    try {
      lock = await navigator.wakeLock.request("screen");
      if (button) wakeSay(button, button.dataset.on);
    } catch (error) {
      // No wake lock here (a plain-http address, an older browser) or it was refused.
      lock = null;
      wanted = false;
      if (button) {
        button.setAttribute("aria-pressed", "false");
        wakeSay(button, button.dataset.unsupported);
      }
    }
  }
  document.addEventListener("visibilitychange", function () {
    keepAwake(document.querySelector(".wake-btn"));
  });
  document.addEventListener("click", function (event) {
    var button = event.target.closest(".wake-btn");
    if (!button) return;
    wanted = !wanted;
    button.setAttribute("aria-pressed", String(wanted));
    if (wanted) {
      keepAwake(button);
    } else {
      if (lock) { lock.release(); lock = null; }
      wakeSay(button, button.dataset.off);
    }
  });

  // -- share the join link or the result ---------------------------------------------------
  // The phone's share sheet where there is one, else the clipboard; either way the button
  // says what happened, and where neither works the text is shown, selected, to copy.
  async function share(button) {
    var url = button.dataset.share;
    var text = button.dataset.shareText;
    var near = button.parentElement;
    function find(selector) {
      return near.querySelector(selector) || near.parentElement.querySelector(selector);
    }
    var status = find(".share-status");
    function say(message) {
      if (status) status.textContent = message;
      button.classList.add("done");
    }
    try {
      if (navigator.share) {
        await navigator.share({ title: button.dataset.shareTitle || "Referee", url: url, text: text });
        say(button.dataset.shared);
        return;
      }
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(text || url);
        say(button.dataset.done);
        return;
      }
    } catch (error) {
      if (error && error.name === "AbortError") return; // the user closed the share sheet
    }
    say(button.dataset.failed);
    var fallback = find(".share-fallback");
    if (fallback) {
      fallback.hidden = false;
      getSelection().selectAllChildren(fallback);
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    shownTheEnd = !!document.querySelector("#status .finished");
    initPickers(document);
    localTimes(document);
    showErrors(document);
    markYou(document);
    armNotices();
  });
})();
