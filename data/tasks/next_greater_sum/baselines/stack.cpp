// A monotonic stack of indices whose next greater element is not yet known, values
// decreasing from bottom to top: a[i] answers (pops) every entry below it in value.
// Every index is pushed and popped once: O(n) time; up to n entries: O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        int n = a.size();
        vector<int> open;
        open.reserve(n);
        long long sum = 0;
        for (int i = 0; i < n; ++i) {
            while (!open.empty() && a[open.back()] < a[i]) {
                sum += a[i];
                open.pop_back();
            }
            open.push_back(i);
        }
        return sum - (long long)open.size();  // -1 for each index left without an answer
    }
};
