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
  document.addEventListener("change", function (event) {
    if (event.target && (event.target.id === "t-format" || event.target.id === "t-game")) formatFields();
  });
  formatFields();
  tick();
  setInterval(tick, 1000);
  document.addEventListener("htmx:after:swap", function () {
    tick();
    newRound();
  });
})();
