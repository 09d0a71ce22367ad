// The round clock of the standings page and the hall screen counts down by itself, from
// the end the server gave (a render of the standings is shared by every screen and may
// have been made a while ago): the minutes and seconds left, red near the end.
(function () {
  "use strict";
  function tick() {
    document.querySelectorAll(".clock[data-ends]").forEach(function (clock) {
      var left = Math.max(0, Math.floor((Date.parse(clock.dataset.ends) - Date.now()) / 1000));
      if (isNaN(left)) return;
      var shown = clock.querySelector("strong");
      if (shown) shown.textContent = Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
      var state = left === 0 ? "over" : left <= Number(clock.dataset.warn || 0) ? "warning" : "running";
      ["running", "warning", "over"].forEach(function (name) {
        clock.classList.toggle("clock-" + name, name === state);
      });
    });
  }
  // The hall screen lists the current round's tables: once the live standings say a new
  // round was drawn, it loads again to show the new tables and their QR codes.
  function newRound() {
    var hall = document.querySelector("[data-hall-rounds]");
    var live = document.querySelector("#standings[data-rounds]");
    if (hall && live && hall.dataset.hallRounds !== live.dataset.rounds) location.reload();
  }
  // The creation form shows the chosen format's fields only (without scripts, all of them:
  // the server reads the chosen format's). The game's own format is a Swiss for two-seat
  // games, else a first round and a final.
  function formatFields() {
    var format = document.getElementById("t-format");
    var game = document.getElementById("t-game");
    if (!format || !game) return;
    var picked = game.options[game.selectedIndex];
    var kind = format.value || (picked && picked.hasAttribute("data-pairs") ? "swiss" : "final");
    document.querySelectorAll(".format-fields[data-kind]").forEach(function (box) {
      var shown = box.dataset.kind === kind;
      box.hidden = !shown;
      box.disabled = !shown;
    });
  }
  // The hall screen on a TV: when its panels (the standings, the tables in play, the seats)
  // do not fit on the screen, one shows at a time, each for data-hall-cycle seconds, and
  // none changes while a pointer rests on the page or something in it has focus. With
  // reduced motion (or without scripts) they stay stacked, to be scrolled.
  var hall = document.querySelector("[data-hall-cycle]");
  var shown = 0;
  var held = false;
  function panels() {
    return Array.prototype.slice.call(document.querySelectorAll("[data-panel]"));
  }
  function cycle() {
    if (!hall) return;
    var body = document.body;
    var list = panels();
    body.classList.remove("cycling");
    var calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    var wide = window.matchMedia("(min-width: 900px)").matches;
    var fits = document.documentElement.scrollHeight <= window.innerHeight + 1;
    if (calm || !wide || fits || list.length < 2) {
      delete body.dataset.panelShown;
      return;
    }
    shown = shown % list.length;
    list.forEach(function (panel, i) {
      panel.classList.toggle("panel-off", i !== shown);
    });
    body.classList.add("cycling");
    body.dataset.panelShown = list[shown].dataset.panel;
  }
  if (hall) {
    var main = document.querySelector("main") || document.body;
    main.addEventListener("mouseenter", function () { held = true; });
    main.addEventListener("mouseleave", function () { held = false; });
    main.addEventListener("focusin", function () { held = true; });
    main.addEventListener("focusout", function () { held = false; });
    window.addEventListener("resize", cycle);
    setInterval(function () {
      if (held || !document.body.classList.contains("cycling")) return;
      shown += 1;
      cycle();
    }, (Number(hall.dataset.hallCycle) || 15) * 1000);
    cycle();
  }
  document.addEventListener("change", function (event) {
    if (event.target && (event.target.id === "t-format" || event.target.id === "t-game")) formatFields();
  });
  formatFields();
  tick();
  setInterval(tick, 1000);
  document.addEventListener("htmx:after:swap", function () {
    tick();
    newRound();
    cycle();
  });
})();
