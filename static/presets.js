// Rule sets kept on this phone: the creation form's options (the game's and the table's own:
// penalties, confirmations, the seats drawn) saved under a name in localStorage, offered
// again beside the game's named rule sets the next evening. Nothing leaves the phone.
(function () {
  "use strict";
  var KEY = "referee.presets";
  var HOUSE = ["penalties", "penalty_points", "confirm", "confirm_by", "draw_seats"];

  function load() {
    try {
      var all = JSON.parse(window.localStorage.getItem(KEY) || "{}");
      return all && typeof all === "object" ? all : {};
    } catch (e) {
      return {};
    }
  }

  function store(all) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(all));
      return true;
    } catch (e) {
      return false;
    }
  }

  function kept(name) {
    return name.indexOf("opt-") === 0 || HOUSE.indexOf(name) >= 0;
  }

  // The form's choices as typed: radios and boxes by whether they are ticked.
  function fieldsOf(form) {
    var out = {};
    form.querySelectorAll("input[name], select[name]").forEach(function (el) {
      if (!kept(el.name) || el.type === "hidden") return;
      if (el.type === "radio") {
        if (el.checked) out[el.name] = el.value;
      } else if (el.type === "checkbox") {
        out[el.name] = el.checked ? el.value : "";
      } else {
        out[el.name] = el.value;
      }
    });
    return out;
  }

  function apply(form, fields) {
    form.querySelectorAll("input[name], select[name]").forEach(function (el) {
      if (!(el.name in fields) || el.type === "hidden") return;
      var value = fields[el.name];
      if (el.type === "radio") el.checked = el.value === value;
      else if (el.type === "checkbox") el.checked = value !== "";
      else el.value = value;
    });
    // The house-rules line under the options is drawn again from the form.
    form.dispatchEvent(new Event("change", { bubbles: true }));
  }

  function render(box) {
    var list = box.querySelector(".device-presets-list");
    var title = box.querySelector(".device-presets-title");
    var mine = load()[box.dataset.game] || [];
    list.textContent = "";
    mine.forEach(function (preset, index) {
      var item = document.createElement("li");
      var use = document.createElement("button");
      use.type = "button";
      use.className = "btn btn-small";
      use.setAttribute("data-use-preset", String(index));
      use.textContent = preset.name;
      var forget = document.createElement("button");
      forget.type = "button";
      forget.className = "btn btn-small btn-quiet";
      forget.setAttribute("data-forget-preset", String(index));
      forget.textContent = box.dataset.forget;
      item.appendChild(use);
      item.appendChild(document.createTextNode(" "));
      item.appendChild(forget);
      list.appendChild(item);
    });
    title.hidden = mine.length === 0;
  }

  function renderAll() {
    document.querySelectorAll("#device-presets").forEach(render);
  }

  document.addEventListener("click", function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var box = target && target.closest("#device-presets");
    if (!box) return;
    var form = box.closest("form");
    var all = load();
    var game = box.dataset.game;
    var mine = all[game] || [];
    if (target.hasAttribute("data-save-preset")) {
      var typed = box.querySelector(".device-preset-name").value.trim();
      var name = (typed || box.dataset.defaultName).slice(0, 30);
      mine = mine.filter(function (preset) { return preset.name !== name; });
      mine.push({ name: name, fields: fieldsOf(form) });
      all[game] = mine;
      if (store(all)) {
        box.querySelector(".device-presets-said").textContent =
          box.dataset.saved.replace("{name}", name);
      }
      render(box);
    } else if (target.hasAttribute("data-use-preset")) {
      var chosen = mine[Number(target.getAttribute("data-use-preset"))];
      if (chosen) apply(form, chosen.fields);
    } else if (target.hasAttribute("data-forget-preset")) {
      mine.splice(Number(target.getAttribute("data-forget-preset")), 1);
      all[game] = mine;
      store(all);
      render(box);
    }
  });

  // Names typed (and "me" ticked) while the chosen game's rows are on their way: the rows
  // that arrive bring the names the request carried, and keep those typed since too.
  var typedNames = null;
  var typedMe = null;
  document.addEventListener("input", function (event) {
    var el = event.target;
    if (!(el instanceof HTMLInputElement) || el.name !== "player") return;
    typedNames = Array.prototype.map.call(
      document.querySelectorAll("#player-list input[name=player]"),
      function (row) { return row.value; }
    );
  });
  document.addEventListener("change", function (event) {
    var el = event.target;
    if (el instanceof HTMLInputElement && el.name === "me") typedMe = el.value;
  });
  function keepTyped() {
    var rows = document.querySelectorAll("#player-list input[name=player]");
    if (typedNames) {
      rows.forEach(function (row, i) {
        if (!row.value && typedNames[i]) row.value = typedNames[i];
      });
    }
    if (typedMe !== null && !document.querySelector("#player-list input[name=me]:checked")) {
      var me = document.querySelector("#player-list input[name=me][value='" + typedMe + "']");
      if (me) me.checked = true;
    }
  }

  document.addEventListener("DOMContentLoaded", renderAll);
  document.addEventListener("htmx:after:swap", keepTyped);
  document.addEventListener("htmx:after:swap", renderAll);
  if (document.readyState !== "loading") renderAll();
})();
