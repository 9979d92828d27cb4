# Two pointers per pattern: walk the log, advancing in the pattern at each code that matches
# its next code (the greedy, leftmost embedding). O(n m) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], patterns: List[List[int]]) -> int:
        n = len(a)
        count = 0
        for p in patterns:
            k = len(p)
            j = 0
            i = 0
            while i < n and j < k:
                if a[i] == p[j]:
                    j += 1
                i += 1
            if j == k:
                count += 1
        return count
