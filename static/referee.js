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
    box.classList.toggle("empty", codes.length === 0);
    var fieldset = box.closest("fieldset");
    if (fieldset) fieldset.classList.toggle("has-cards", codes.length > 0);
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
    } else if (button.dataset.share !== undefined) {
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
  });

  // An update older than what the page shows (a slow answer overtaken by the live stream)
  // is dropped whole: the page never goes back to an earlier move.
  function seqOf(node) {
    var marked = node && node.querySelector && node.querySelector("[data-seq]");
    return marked ? Number(marked.dataset.seq) : null;
  }

  document.addEventListener("htmx:before:swap", function (event) {
    var tasks = event.detail && event.detail.tasks;
    if (!tasks) return;
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
  }
  document.addEventListener("htmx:sse:after:connection", function () { setLive("on"); });
  document.addEventListener("htmx:sse:error", function () { setLive("off"); });
  document.addEventListener("htmx:sse:close", function () { setLive("off"); });

  // -- keep the screen on while the table is open ---------------------------------------
  var lock = null;
  var wanted = false;
  async function keepAwake() {
    if (!wanted || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    try {
      lock = await navigator.wakeLock.request("screen");
    } catch (error) {
      lock = null;
    }
  }
  document.addEventListener("visibilitychange", keepAwake);
  document.addEventListener("click", function (event) {
    var button = event.target.closest("#wake");
    if (!button) return;
    wanted = !wanted;
    button.setAttribute("aria-pressed", String(wanted));
    if (wanted) keepAwake();
    else if (lock) { lock.release(); lock = null; }
  });

  // -- share the join link ---------------------------------------------------------------
  async function share(button) {
    var url = button.dataset.share;
    try {
      if (navigator.share) {
        await navigator.share({ title: button.dataset.shareTitle || "Referee", url: url });
      } else if (navigator.clipboard) {
        await navigator.clipboard.writeText(url);
        button.classList.add("done");
      }
    } catch (error) { /* the user closed the share sheet */ }
  }

  document.addEventListener("DOMContentLoaded", function () {
    initPickers(document);
    localTimes(document);
    freshKeys(document);
  });
})();
