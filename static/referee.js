// Referee: the little the pages need beyond htmx. Everything works without it except the
// card picker (a typed total does the same job), the screen wake lock and sharing.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // -- card picker: tap card faces, get chips; the hidden input holds the codes ----------
  function cardsInput(seat, root) {
    return (root || document).querySelector("#cards-" + seat);
  }

  function renderChips(seat, root) {
    var input = cardsInput(seat, root);
    var box = (root || document).querySelector("#chips-" + seat);
    if (!input || !box) return;
    var codes = input.value ? input.value.split(",").filter(Boolean) : [];
    box.textContent = "";
    // A seat entered by its total (or as empty) says so even while its box is folded.
    var form = input.form || root || document;
    var total = form.querySelector('input[name="total-' + seat + '"]');
    var none = form.querySelector('input[name="empty-' + seat + '"]');
    var summary = "";
    if (!codes.length && total && total.value.trim() !== "") {
      summary = (box.dataset.total || "{n}").replace("{n}", total.value.trim());
    } else if (!codes.length && none && none.checked) {
      summary = box.dataset.none || "0";
    }
    box.dataset.summary = summary;
    codes.forEach(function (code, index) {
      var chip = document.createElement("button");
      chip.type = "button";
      chip.className = "chip" + (code === "KR" || /[HD]$/.test(code) ? " red" : "");
      chip.dataset.remove = String(index);
      chip.dataset.seat = String(seat);
      var face = document.querySelector('.cardbtn[data-card="' + code + '"]');
      chip.textContent = face ? face.textContent : code;
      chip.setAttribute("aria-label", chip.textContent + " ✕");
      box.appendChild(chip);
    });
    box.classList.toggle("empty", codes.length === 0 && !summary);
    box.classList.toggle("summary", summary !== "");
    var fieldset = box.closest("fieldset");
    if (fieldset) fieldset.classList.toggle("has-cards", codes.length > 0 || summary !== "");
  }

  function changed(form) {
    if (!form) return;
    form.dataset.dirty = "1";
    form.dispatchEvent(new CustomEvent("cards-changed", { bubbles: true }));
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest("button");
    if (!button) return;
    var form = button.closest("form");
    if (button.dataset.card !== undefined) {
      var input = cardsInput(button.dataset.seat, form);
      if (!input) return;
      input.value = input.value ? input.value + "," + button.dataset.card : button.dataset.card;
      renderChips(button.dataset.seat, form);
      changed(form);
    } else if (button.dataset.undo !== undefined) {
      var last = cardsInput(button.dataset.undo, form);
      if (!last || !last.value) return;
      last.value = last.value.split(",").slice(0, -1).join(",");
      renderChips(button.dataset.undo, form);
      changed(form);
    } else if (button.dataset.remove !== undefined) {
      var from = cardsInput(button.dataset.seat, form);
      if (!from) return;
      var codes = from.value.split(",");
      codes.splice(Number(button.dataset.remove), 1);
      from.value = codes.join(",");
      renderChips(button.dataset.seat, form);
      changed(form);
    } else if (button.dataset.next !== undefined || button.dataset.open !== undefined) {
      activate(form, button.dataset.next !== undefined ? button.dataset.next : button.dataset.open);
    } else if (button.dataset.share !== undefined || button.dataset.shareText !== undefined) {
      share(button);
    }
  });

  // One seat's picker open at a time keeps the form short on a phone.
  function activate(form, seat) {
    if (!form) return;
    form.querySelectorAll("fieldset.hand").forEach(function (fieldset) {
      fieldset.classList.toggle("active", fieldset.dataset.seat === String(seat));
    });
    var open = form.querySelector('fieldset.hand[data-seat="' + seat + '"]');
    if (open) open.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }

  // Each form instance gets its own Idempotency-Key: a double tap or a retried request
  // logs once. (crypto.randomUUID needs HTTPS; getRandomValues works on a LAN address too.)
  function freshKeys(root) {
    (root || document).querySelectorAll("input.fresh-key").forEach(function (input) {
      if (input.value) return;
      var bytes = new Uint8Array(16);
      crypto.getRandomValues(bytes);
      input.value = Array.from(bytes, function (b) { return b.toString(16).padStart(2, "0"); }).join("");
    });
  }

  function initPickers(root) {
    (root || document).querySelectorAll(".cards-input").forEach(function (input) {
      renderChips(input.id.replace("cards-", ""), input.form || root);
    });
  }

  // -- forms being typed in keep their content when the table moves on -------------------
  document.addEventListener("input", function (event) {
    var form = event.target.closest && event.target.closest("form[data-dirty-watch]");
    if (form) form.dataset.dirty = "1";
    var seat = /^(?:total|empty)-(\d+)$/.exec(event.target.name || "");
    if (seat && form) renderChips(seat[1], form);
    var field = event.target.closest && event.target.closest(".invalid");
    if (field) clearInvalid(field);
  });
  document.addEventListener("change", function (event) {
    var seat = /^(?:total|empty)-(\d+)$/.exec(event.target.name || "");
    var form = event.target.form;
    if (seat && form) renderChips(seat[1], form);
    var field = event.target.closest && event.target.closest(".invalid");
    if (field) clearInvalid(field);
  });

  // -- a refusal stands where the finger is -----------------------------------------------
  // The message appears by the button that was pressed (its form's error box, read aloud);
  // the field at fault is marked, opened, given the message too, and scrolled to.
  function showErrors(root) {
    (root || document).querySelectorAll(".errors .error").forEach(function (error) {
      if (error.dataset.shown) return;
      error.dataset.shown = "1";
      var box = error.closest(".errors");
      var form = box.closest("form") || document.getElementById(box.id.replace("errors-", "form-"));
      var field = error.dataset.field ? findField(form, error.dataset.field) : null;
      if (field) {
        markInvalid(field, error.textContent.trim());
        field.scrollIntoView({ block: "center", behavior: "smooth" });
        var control = field.matches("input, select, button") ? field : field.querySelector("input:not([type=hidden]), button, select");
        if (control) control.focus({ preventScroll: true });
      } else {
        box.scrollIntoView({ block: "center", behavior: "smooth" });
      }
      var fold = box.closest("details");
      if (fold) fold.open = true;
    });
  }

  function findField(form, name) {
    if (!form) return null;
    var seat = /^(?:cards|total|empty)-(\d+)$/.exec(name);
    if (seat) {
      activate(form, seat[1]);
      return form.querySelector('fieldset.hand[data-seat="' + seat[1] + '"]');
    }
    var input = form.querySelector('[name="' + name + '"]');
    if (!input) return null;
    return input.closest("fieldset") || input;
  }

  function markInvalid(field, message) {
    field.classList.add("invalid");
    field.querySelectorAll("input:not([type=hidden])").forEach(function (input) {
      input.setAttribute("aria-invalid", "true");
    });
    var note = field.querySelector(":scope > .field-error");
    if (!note) {
      note = document.createElement("p");
      note.className = "field-error";
      field.appendChild(note);
    }
    note.textContent = message;
  }

  function clearInvalid(field) {
    field.classList.remove("invalid");
    field.querySelectorAll("[aria-invalid]").forEach(function (input) {
      input.removeAttribute("aria-invalid");
    });
    var note = field.querySelector(":scope > .field-error");
    if (note) note.remove();
  }

  // -- notices: a confirmation on this phone, the others' moves, then they go -------------
  function armNotices(root) {
    (root || document).querySelectorAll(".toast[data-dismiss-after]").forEach(function (toast) {
      if (toast.dataset.armed) return;
      toast.dataset.armed = "1";
      var wait = Number(toast.dataset.dismissAfter) || 8000;
      var timer = setTimeout(function () { toast.remove(); }, wait);
      // Touching the notice (to undo) keeps it until the finger is done.
      toast.addEventListener("focusin", function () { clearTimeout(timer); });
      toast.addEventListener("pointerdown", function () { clearTimeout(timer); });
    });
  }

  // -- a phone whose seat another phone took is told so -----------------------------------
  function seatOf(node) {
    var line = node && node.querySelector && node.querySelector(".who-line");
    return line ? line.dataset.seat : null;
  }

  function lostSeat(before, after) {
    if (before === null || after === null || before === "" || after !== "") return;
    var line = document.querySelector("#who .who-line");
    var banner = document.getElementById("lost-seat");
    if (!line || banner) return;
    banner = document.createElement("p");
    banner.id = "lost-seat";
    banner.className = "notice lost-seat";
    banner.setAttribute("role", "alert");
    banner.textContent = line.dataset.lost;
    var table = document.getElementById("table");
    if (table) table.insertBefore(banner, table.firstChild);
  }

  // -- what is this phone's own ----------------------------------------------------------
  // Live updates are rendered once for every phone of a kind (watching, playing, hosting)
  // and language: "you" marks, the others' news and the undo of one's own undo come for
  // every seat, and each phone keeps what is its own, by the seat and device its "you are"
  // line names.
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
    root.querySelectorAll("[data-own]").forEach(function (node) {
      node.hidden = device === "" || node.dataset.own !== device;
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
    var who = Array.from(root.querySelectorAll("#form-inhand input[name=seat]"));
    if (seat !== "" && who.length && !who.some(function (radio) { return radio.checked; })) {
      who.forEach(function (radio) { radio.checked = radio.value === seat; });
    }
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
  // is dropped whole: the page never goes back to an earlier move.
  function seqOf(node) {
    var marked = node && node.querySelector && node.querySelector("[data-seq]");
    return marked ? Number(marked.dataset.seq) : null;
  }

  var seatBefore = null;
  // A page that opens on a finished game is already at its top.
  var shownTheEnd = false;
  document.addEventListener("htmx:before:swap", function (event) {
    var tasks = event.detail && event.detail.tasks;
    if (!tasks) return;
    seatBefore = seatOf(document.getElementById("who"));
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

  function sameRequest(event, form) {
    var ctx = event.detail.ctx;
    return ctx && ctx.sourceElement && (ctx.sourceElement === form || form.contains(ctx.sourceElement));
  }

  document.addEventListener("htmx:after:swap", function () {
    initPickers(document);
    localTimes(document);
    freshKeys(document);
    restoreFolds(document);
    showErrors(document);
    markYou(document);
    armNotices(document);
    lostSeat(seatBefore, seatOf(document.getElementById("who")));
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
  // Says what happened: on, off, or that this browser cannot (it needs HTTPS).
  var lock = null;
  var wanted = false;
  function wakeSay(button, text) {
    var status = button.parentElement.querySelector(".wake-status");
    if (status) status.textContent = text;
  }
  async function keepAwake(button) {
    if (!wanted || document.visibilityState !== "visible") return;
    if (!("wakeLock" in navigator)) {
      wanted = false;
      if (button) {
        button.setAttribute("aria-pressed", "false");
        wakeSay(button, button.dataset.unsupported);
      }
      return;
    }
    try {
      lock = await navigator.wakeLock.request("screen");
      if (button) wakeSay(button, button.dataset.on);
    } catch (error) {
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
  // says what happened, and where neither works the text is shown to copy by hand.
  async function share(button) {
    var url = button.dataset.share;
    var text = button.dataset.shareText;
    var status = button.parentElement.querySelector(".share-status");
    function say(message) {
      if (status) status.textContent = message;
      else button.textContent = message;
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
    var near = button.parentElement;
    var fallback = near.querySelector(".share-fallback, .summary-text") ||
      near.parentElement.querySelector(".share-fallback, .summary-text");
    if (fallback) fallback.hidden = false;
  }

  document.addEventListener("DOMContentLoaded", function () {
    shownTheEnd = !!document.querySelector("#status .finished");
    initPickers(document);
    localTimes(document);
    freshKeys(document);
    showErrors(document);
    markYou(document);
    armNotices(document);
  });
})();
