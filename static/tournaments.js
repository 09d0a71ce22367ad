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
  tick();
  setInterval(tick, 1000);
  document.addEventListener("htmx:after:swap", function () {
    tick();
    newRound();
  });
})();
