# The greedy printer: for each message code move the head right to the next ribbon position
# holding it, a new pass from position 0 at the end. O(n m) time, O(1) extra space.
class Solution:
    def solve(self, ribbon: List[int], message: List[int]) -> int:
        n = len(ribbon)
        pos = 0
        passes = 1
        for c in message:
            i = pos
            while i < n and ribbon[i] != c:
                i += 1
            if i == n:
                passes += 1
                i = 0
                while i < n and ribbon[i] != c:
                    i += 1
                if i == n:
                    return -1
            pos = i + 1
        return passes
