"""Tests for town_judge.

People are 1..n and every pair (a, b) means a trusts b; pairs are distinct and a != b.

The slow class checks candidates one at a time by scanning the whole list (O(1) extra
space). Its obvious speed-ups are what the shapes defeat:
* Stopping a candidate's scan at its first out-edge is cheap when out-edges are spread
  over the list. `order: grouped` lists each person's out-edges together, the people in
  random order, so the first out-edge of a random person lies about m/2 into the list
  from either end.
* Trying only the people that some person s trusts (the judge must be one of them) costs
  outdeg(s) scans. Every person other than the judge therefore trusts `d` random others
  besides the judge, so whichever s is picked has d + 1 candidates, each found as a source
  about m/2 into a grouped list: about d*m/2 steps, against the linear class's m.
* Trying candidates in id order and returning at the judge: the judge sits in the middle
  of the ids (`judge_at: middle`), or there is none.
`judge`: `yes` (the answer is the judge), `missing` (one person does not trust the
would-be judge), `trusts` (the would-be judge trusts one person), `two-silent` (a second
person trusts nobody) and `none` (everyone trusts d people, no judge): the last four
answer -1 and make id-order scans try every candidate.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def _targets(rng: np.random.RandomState, n: int, people: np.ndarray, judge: int, d: int) -> np.ndarray:
    """For each of `people`, d distinct people other than itself and judge, in random order."""
    k = d + d // 2 + 8
    while True:
        pick = np.sort(rng.randint(1, n + 1, size=(len(people), k)), axis=1)
        valid = (pick != people[:, None]) & (pick != judge)
        valid[:, 1:] &= pick[:, 1:] != pick[:, :-1]
        if valid.sum(axis=1).min() >= d:
            break
    keys = np.where(valid, rng.rand(len(people), k), 2.0)
    return np.take_along_axis(pick, np.argsort(keys, axis=1)[:, :d], axis=1)


def generate(rng: np.random.RandomState, n: int, d: int, *, judge: str = "yes", order: str = "grouped",
             judge_at: str = "middle") -> dict[str, Any]:
    if judge_at == "middle":
        j = int(rng.randint(n // 3, 2 * n // 3 + 1))
    elif judge_at == "last":
        j = n
    elif judge_at == "first":
        j = 1
    else:
        raise ValueError(f"unknown judge_at {judge_at!r}")
    if judge not in ("yes", "missing", "trusts", "two-silent", "none"):
        raise ValueError(f"unknown judge {judge!r}")
    people = np.array([a for a in range(1, n + 1) if a != j])
    odd = int(rng.choice(people))  # who breaks the judge in `missing` and `two-silent`
    table = _targets(rng, n, people, j, d)
    # everyone trusts the judge too, but in `none` and the odd one in `missing`
    extra = np.full(len(people), 0 if judge == "none" else j)
    if judge == "missing":
        extra[people == odd] = 0
    table = np.concatenate([table, extra[:, None]], axis=1)
    table = np.take_along_axis(table, np.argsort(rng.rand(*table.shape), axis=1), axis=1)
    rows = rng.permutation(len(people))  # the people's order in a grouped list
    edges = np.stack([np.repeat(people[rows], d + 1), table[rows].ravel()], axis=1)
    edges = edges[edges[:, 1] != 0]
    if judge == "two-silent":
        edges = edges[edges[:, 0] != odd]
    if judge == "trusts":  # at a random place among the groups
        edges = np.insert(edges, rng.randint(0, len(people) + 1) * (d + 1), [j, odd], axis=0)
    if order == "shuffled":
        edges = edges[rng.permutation(len(edges))]
    elif order != "grouped":
        raise ValueError(f"unknown order {order!r}")
    return {"n": n, "trust": edges.astype(np.int64)}
