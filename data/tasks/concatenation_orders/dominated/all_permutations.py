from itertools import permutations


class Solution:
    def countOrders(self, words: List[str], target: str) -> int:
        count = 0
        for order in permutations(words):
            if "".join(order) == target:
                count += 1
        return count % 1_000_000_007
