# Sort a copy; the heaviest person still waiting always takes a boat, together with the
# lightest one if the two fit. Two pointers from both ends.
# O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, w: List[int], limit: int) -> int:
        p = sorted(w)
        boats = 0
        i, j = 0, len(p) - 1
        while i <= j:
            if i < j and p[i] + p[j] <= limit:
                i += 1
            j -= 1
            boats += 1
        return boats
