# Parents come before their children, so one pass in id order fills a list of root-path
# maxima. O(n) time; O(n) extra space.
class Solution:
    def solve(self, parent: List[int], weight: List[int]) -> int:
        top = list(weight)
        for v in range(1, len(parent)):
            t = top[parent[v]]
            if t > top[v]:
                top[v] = t
        return sum(top)
