# Divide and conquer (Shamos and Hoey): sort a copy by x, solve both halves, merge them by
# y (sorted() merges the two runs in linear time), and compare the points of the strip
# around the dividing line with the following strip points whose y is still within the best
# distance (O(1) of them by packing). O(n log n) time; O(n) extra space (the copies).
class Solution:
    def solve(self, points: List[List[int]]) -> int:
        by_x = sorted(points)
        by_y_key = operator.itemgetter(1)

        def closest(lo: int, hi: int) -> Tuple[int, List[List[int]]]:
            """Best squared distance among by_x[lo:hi] and those points sorted by y."""
            if hi - lo <= 3:
                part = by_x[lo:hi]
                best = math.inf
                for i in range(len(part)):
                    for j in range(i + 1, len(part)):
                        best = min(best, (part[i][0] - part[j][0]) ** 2 + (part[i][1] - part[j][1]) ** 2)
                part.sort(key=by_y_key)
                return best, part
            mid = (lo + hi) // 2
            x_mid = by_x[mid][0]
            best_left, left = closest(lo, mid)
            best_right, right = closest(mid, hi)
            best = min(best_left, best_right)
            left += right
            del right
            left.sort(key=by_y_key)
            strip = [p for p in left if (p[0] - x_mid) ** 2 < best]
            for i, (x, y) in enumerate(strip):
                for j in range(i + 1, len(strip)):
                    x2, y2 = strip[j]
                    dy = (y2 - y) ** 2
                    if dy >= best:
                        break
                    best = min(best, (x2 - x) ** 2 + dy)
            return best, left

        return closest(0, len(by_x))[0]
