# A binary trie of all n values, 60 levels deep (nodes are lists of two children), and
# each value walks down preferring the opposite bit: O(60 n) time like the sorted split,
# but O(60 n) extra space (about n * (60 - log2 n) nodes on random values), dozens of
# times the sorted copy. Correct, and dominated by the sorted split in memory.
class Solution:
    def solve(self, a: List[int]) -> int:
        root = [None, None]
        best = 0
        for i, x in enumerate(a):
            if i > 0:  # query against the values inserted so far
                node, got = root, 0
                for bit in range(59, -1, -1):
                    want = (x >> bit & 1) ^ 1
                    if node[want] is not None:
                        got |= 1 << bit
                        node = node[want]
                    else:
                        node = node[want ^ 1]
                best = max(best, got)
            node = root
            for bit in range(59, -1, -1):
                b = x >> bit & 1
                if node[b] is None:
                    node[b] = [None, None]
                node = node[b]
        return best
