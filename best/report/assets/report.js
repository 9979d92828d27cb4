// Sorting for every table.sortable, inlined into index.html. A click on a column header sorts
// by it (again: the other way); numbers sort by their data-v value, text by its words, and
// empty cells (a gap, or nothing of that kind) stay last in both directions. A link ending
// in #sort=<table id>:<column index>:<ascending|descending> opens the page sorted so.
(function () {
  "use strict";
  function key(cell) {
    var v = cell.getAttribute("data-v");
    if (v !== null && v !== "" && !isNaN(Number(v))) { return { kind: 0, num: Number(v), text: "" }; }
    var text = (v !== null ? v : cell.textContent).trim();
    return text ? { kind: 1, num: 0, text: text } : { kind: 2, num: 0, text: "" };
  }
  function compare(a, b, sign) {
    if (a.kind !== b.kind) { return a.kind - b.kind; }  // numbers, then text, then empty: always
    if (a.kind === 0) { return sign * (a.num - b.num); }
    return sign * a.text.localeCompare(b.text, undefined, { numeric: true });
  }
  function sortTable(table, column, direction) {
    var body = table.tBodies[0];
    var sign = direction === "ascending" ? 1 : -1;
    var rows = Array.prototype.slice.call(body.rows).map(function (row, i) {
      return { row: row, key: key(row.cells[column]), i: i };
    });
    rows.sort(function (a, b) { return compare(a.key, b.key, sign) || a.i - b.i; });  // stable
    rows.forEach(function (r) { body.appendChild(r.row); });
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, i) {
      if (i === column) { th.setAttribute("aria-sort", direction); } else { th.removeAttribute("aria-sort"); }
    });
  }
  Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), function (table) {
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, i) {
      th.tabIndex = 0;
      var toggle = function () {
        sortTable(table, i, th.getAttribute("aria-sort") === "descending" ? "ascending" : "descending");
      };
      th.addEventListener("click", toggle);
      th.addEventListener("keydown", function (e) { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } });
    });
  });
  // A link to a sample (#sample-...) or a task's samples (#drill-...) opens the collapsed
  // sections around it, so that the reader lands on it, not on a closed summary.
  function reveal() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id ? document.getElementById(id) : null;
    for (var node = target; node; node = node.parentElement) {
      if (node.tagName === "DETAILS") { node.open = true; }
    }
    if (target) { target.scrollIntoView(); }
  }
  window.addEventListener("hashchange", reveal);
  reveal();
  var wanted = /^#sort=([^:]+):(\d+):(ascending|descending)$/.exec(decodeURIComponent(location.hash));
  if (wanted) {
    var table = document.getElementById(wanted[1]);
    var column = Number(wanted[2]);
    if (table && table.classList.contains("sortable") && column < table.tHead.rows[0].cells.length) {
      sortTable(table, column, wanted[3]);
    }
  }
})();
