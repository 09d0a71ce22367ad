// A hand in parts (templates/table/_parts.html): when a hand in parts starts, the part form
// opens by itself, once, on every phone whose part is missing; "Enter for <name>" chooses
// that player in the form and brings it into view.
(function () {
  "use strict";
  var opened = null;

  function mySeat() {
    var line = document.querySelector("#who .who-line");
    return line ? line.dataset.seat : "";
  }

  // Opened as a tap on its summary would open it: the page keeps it open across updates.
  function open(fold) {
    if (fold.open) return;
    var summary = fold.querySelector(":scope > summary");
    if (summary) summary.click();
    else fold.open = true;
  }

  function follow() {
    var strip = document.getElementById("parts-strip");
    var fold = document.getElementById("parts-fold");
    if (!strip || !fold || !strip.dataset.first || opened === strip.dataset.first) return;
    opened = strip.dataset.first;
    var seat = mySeat();
    if (seat !== "" && (strip.dataset.missing || "").split(" ").indexOf(seat) >= 0) open(fold);
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-enter-for]");
    if (!button) return;
    var fold = document.getElementById("parts-fold");
    if (!fold) return;
    open(fold);
    var radio = fold.querySelector('input[name=seat][value="' + CSS.escape(button.dataset.enterFor) + '"]');
    if (radio) {
      radio.checked = true;
      radio.dispatchEvent(new Event("change", { bubbles: true }));
    }
    fold.scrollIntoView({ block: "start", behavior: "smooth" });
  });

  // This phone's part saved (or withdrawn): the strip comes into view, saying who is left.
  document.addEventListener("htmx:after:swap", function (event) {
    var ctx = event.detail && event.detail.ctx;
    var source = ctx && ctx.sourceElement;
    if (!source || !source.closest || !source.closest("#form-part, .part-withdraw")) return;
    if (ctx.response && ctx.response.status >= 300) return;
    var strip = document.getElementById("parts-strip");
    if (strip && strip.classList.contains("card")) strip.scrollIntoView({ block: "start", behavior: "smooth" });
  });

  document.addEventListener("htmx:after:swap", follow);
  document.addEventListener("DOMContentLoaded", follow);
})();
