# Sort the taps' segments (clipped to [0, n]) by left end, then sweep: among the segments
# starting inside the part already watered, open the one reaching furthest. O(n log n)
# time, O(n) extra space (the sorted list of n + 1 pairs).
class Solution:
    def solve(self, n: int, ranges: List[int]) -> int:
        segments = sorted((max(0, i - r), min(n, i + r)) for i, r in enumerate(ranges))
        taps = watered = nxt = 0
        count = len(segments)
        while watered < n:
            furthest = watered
            while nxt < count and segments[nxt][0] <= watered:
                if segments[nxt][1] > furthest:
                    furthest = segments[nxt][1]
                nxt += 1
            if furthest == watered:
                return -1
            taps += 1
            watered = furthest
        return taps
